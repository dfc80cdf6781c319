import { useState } from 'react';
import { printPreviewUrl } from '@shutterday/api-client';
import type { PrintPreviewInput } from '@shutterday/domain';

/** The renderer's preview of a package item (docs/print.md "Preview route"), in WebP at twice the box for sharp phone screens. */
export const itemPreviewSrc = (jobId: number, input: PrintPreviewInput, box: number): string =>
  printPreviewUrl(jobId, { ...input, size: box > 160 ? 640 : 320, format: 'webp' });

export const itemPreviewAlt = (itemName: string) => `Preview of the ${itemName} as it will print`;

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
 * (a placeholder says so), and the image fills that box whatever
 * the print's shape (a single print turns with a landscape crop, which only the photo's pixels tell), so
 * nothing around it moves when it arrives. The options page, where the choices move, uses `LivePreview`.
 */
export function ItemPreview({ jobId, input, itemName, size = 120, eager = false }: ItemPreviewProps) {
  const src = input ? itemPreviewSrc(jobId, input, size) : null;
  const [settled, setSettled] = useState<{ src: string; failed: boolean } | null>(null);
  const state = !src ? 'failed' : settled?.src !== src ? 'loading' : settled.failed ? 'failed' : 'loaded';
  return (
    <figure className="sdc-preview" style={{ width: size, height: size }} aria-busy={state === 'loading' || undefined}>
      {src && state !== 'failed' && (
        <img
          src={src}
          alt={itemPreviewAlt(itemName)}
          width={size}
          height={size}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          onLoad={() => setSettled({ src, failed: false })}
          onError={() => setSettled({ src, failed: true })}
        />
      )}
      {state !== 'loaded' && <span className="sdc-preview__empty sdc-preview__empty--over">{state === 'failed' ? 'No preview' : 'Drawing the preview…'}</span>}
    </figure>
  );
}
