import { useState } from 'react';
import { printPreviewUrl } from '@shutterday/api-client';
import { PRINT_PREVIEW_SIZES, type PrintPreviewInput, type PrintPreviewSize } from '@shutterday/domain';

/** The preview box's border (customer.css `.sdc-preview`): the print is fitted inside it. */
const FRAME_BORDER = 1;

/** The widths a preview is offered at: none above 640 (the 1000 one is for a zoom). */
const OFFERED = PRINT_PREVIEW_SIZES.filter((width) => width <= 640);

/** The smallest offered width covering `pixels`, else the largest. */
const widthFor = (pixels: number): PrintPreviewSize => OFFERED.find((width) => width >= pixels) ?? OFFERED[OFFERED.length - 1]!;

/** The renderer's preview of a package item (docs/print.md "Preview route"), in WebP at twice the box (the options page's live preview). */
export const itemPreviewSrc = (jobId: number, input: PrintPreviewInput, box: number): string => printPreviewUrl(jobId, { ...input, size: widthFor(2 * box), format: 'webp' });

/**
 * The preview as an `<img>` asks for it: every offered width in `srcSet`, so the browser takes the one that
 * covers the box at the device's pixel ratio (a 120 px box: 120 on a plain screen, 240 at 2×, 360 at 3×),
 * never more; `src` (twice the box) for a browser that reads no `srcset`.
 */
export function itemPreviewSources(jobId: number, input: PrintPreviewInput, box: number): { src: string; srcSet: string; sizes: string } {
  const inner = Math.max(1, box - 2 * FRAME_BORDER);
  const widths = OFFERED.filter((width) => width >= widthFor(inner));
  return {
    src: itemPreviewSrc(jobId, input, box),
    srcSet: widths.map((width) => `${printPreviewUrl(jobId, { ...input, size: width, format: 'webp' })} ${width}w`).join(', '),
    sizes: `${inner}px`,
  };
}

export const itemPreviewAlt = (itemName: string) => `Preview of the ${itemName} as it will print`;

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
  /** The page's largest image (the first preview of a cart): asked for before the others. */
  first?: boolean;
}

/**
 * The print of one package item whose choices are settled (a cart, review or order line), drawn by the
 * renderer and watermarked. Its box is a square of `size` from the first render, while the image loads
 * (a placeholder says so), so nothing around it moves when it arrives; once loaded, the whole print shows
 * inside that box at its own shape (`previewFit`: a single print turns with a landscape crop, which only
 * the drawn image tells), its name band included. The options page, where the choices move, uses `LivePreview`.
 */
export function ItemPreview({ jobId, input, itemName, size = 120, eager = false, first = false }: ItemPreviewProps) {
  const sources = input ? itemPreviewSources(jobId, input, size) : null;
  const src = sources?.src ?? null;
  const [settled, setSettled] = useState<{ src: string; failed: boolean; natural?: { width: number; height: number } } | null>(null);
  const state = !src ? 'failed' : settled?.src !== src ? 'loading' : settled.failed ? 'failed' : 'loaded';
  const shown = previewFit(size, state === 'loaded' ? (settled?.natural ?? null) : null);
  return (
    <figure className="sdc-preview" style={{ width: size, height: size }} aria-busy={state === 'loading' || undefined}>
      {src && state !== 'failed' && (
        <img
          src={src}
          srcSet={sources!.srcSet}
          sizes={sources!.sizes}
          alt={itemPreviewAlt(itemName)}
          width={shown.width}
          height={shown.height}
          loading={eager || first ? 'eager' : 'lazy'}
          fetchPriority={first ? 'high' : undefined}
          decoding="async"
          onLoad={(event) => setSettled({ src, failed: false, natural: { width: event.currentTarget.naturalWidth, height: event.currentTarget.naturalHeight } })}
          onError={() => setSettled({ src, failed: true })}
        />
      )}
      {state !== 'loaded' && <span className="sdc-preview__empty sdc-preview__empty--over">{state === 'failed' ? 'No preview' : 'Drawing the preview…'}</span>}
    </figure>
  );
}
