import { useState } from 'react';
import { printPreviewUrl } from '@shutterday/api-client';
import type { PrintPreviewInput } from '@shutterday/domain';

/** The renderer's preview of a package item (docs/print.md "Preview route"), in WebP at twice the box for sharp phone screens. */
export const itemPreviewSrc = (jobId: number, input: PrintPreviewInput, box: number): string =>
  printPreviewUrl(jobId, { ...input, size: box > 160 ? 640 : 320, format: 'webp' });

export const itemPreviewAlt = (itemName: string) => `Preview of the ${itemName} as it will print`;

/** The preview box's border (customer.css `.sdc-preview`): the print is fitted inside it. */
const FRAME_BORDER = 1;

/**
 * The size a print of `natural` pixels is shown at in a square box of `box` CSS pixels: the whole print, at
 * its own aspect ratio, as large as the box allows (an 8x10 in a 200 box: 158 × 198), never cut.
 */
export function previewFit(box: number, natural: { width: number; height: number } | null): { width: number; height: number } {
  const inner = Math.max(1, box - 2 * FRAME_BORDER);
  if (!natural || !(natural.width > 0 && natural.height > 0)) return { width: inner, height: inner };
  const scale = Math.min(inner / natural.width, inner / natural.height);
  return { width: Math.max(1, Math.round(natural.width * scale)), height: Math.max(1, Math.round(natural.height * scale)) };
}

interface ItemPreviewProps {
  jobId: number;
  /** What the renderer draws; null when the item cannot be drawn. */
  input: PrintPreviewInput | null;
  itemName: string;
  size?: number;
  /** A preview on the first screen: asked for at once instead of when it scrolls near. */
  eager?: boolean;
}

/**
 * The print of one package item whose choices are settled (a cart, review or order line), drawn by the
 * renderer and watermarked. Its box is a square of `size` from the first render, while the image loads
 * (a placeholder says so), so nothing around it moves when it arrives; once loaded, the whole print shows
 * inside that box at its own shape (`previewFit`: a single print turns with a landscape crop, which only
 * the drawn image tells), its name band included. The options page, where the choices move, uses `LivePreview`.
 */
export function ItemPreview({ jobId, input, itemName, size = 120, eager = false }: ItemPreviewProps) {
  const src = input ? itemPreviewSrc(jobId, input, size) : null;
  const [settled, setSettled] = useState<{ src: string; failed: boolean; natural?: { width: number; height: number } } | null>(null);
  const state = !src ? 'failed' : settled?.src !== src ? 'loading' : settled.failed ? 'failed' : 'loaded';
  const shown = previewFit(size, state === 'loaded' ? (settled?.natural ?? null) : null);
  return (
    <figure className="sdc-preview" style={{ width: size, height: size }} aria-busy={state === 'loading' || undefined}>
      {src && state !== 'failed' && (
        <img
          src={src}
          alt={itemPreviewAlt(itemName)}
          width={shown.width}
          height={shown.height}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          onLoad={(event) => setSettled({ src, failed: false, natural: { width: event.currentTarget.naturalWidth, height: event.currentTarget.naturalHeight } })}
          onError={() => setSettled({ src, failed: true })}
        />
      )}
      {state !== 'loaded' && <span className="sdc-preview__empty sdc-preview__empty--over">{state === 'failed' ? 'No preview' : 'Drawing the preview…'}</span>}
    </figure>
  );
}
