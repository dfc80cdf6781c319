import { printPreviewUrl } from '@shutterday/api-client';
import type { PrintPreviewInput } from '@shutterday/domain';

/** The renderer's preview of a package item (docs/print.md "Preview route"), in WebP at twice the box for sharp phone screens. */
export const itemPreviewSrc = (jobId: number, input: PrintPreviewInput, box: number): string =>
  printPreviewUrl(jobId, { ...input, size: box > 160 ? 640 : 320, format: 'webp' });

export const itemPreviewAlt = (itemName: string) => `Preview of the ${itemName} as it will print`;

interface ItemPreviewProps {
  jobId: number;
  input: PrintPreviewInput;
  itemName: string;
  size?: number;
}

/**
 * The print of one package item whose choices are settled (a cart, review or order line), drawn by the
 * renderer and watermarked, in a box of fixed size (no layout shift). The options page, where the
 * choices move, uses `LivePreview`.
 */
export function ItemPreview({ jobId, input, itemName, size = 120 }: ItemPreviewProps) {
  return (
    <figure className="sdc-preview" style={{ width: size, height: size }}>
      <img src={itemPreviewSrc(jobId, input, size)} alt={itemPreviewAlt(itemName)} loading="lazy" decoding="async" />
    </figure>
  );
}
