import { printPreviewUrl } from '@shutterday/api-client';
import type { PrintPreviewInput } from '@shutterday/domain';
import { LivePreview } from './live-preview';

interface ItemPreviewProps {
  jobId: number;
  input: PrintPreviewInput;
  itemName: string;
  size?: number;
}

/** The print of one package item as the renderer draws it, watermarked (docs/print.md "Preview route"). */
export function ItemPreview({ jobId, input, itemName, size = 160 }: ItemPreviewProps) {
  // Twice the box for sharp phone screens, in WebP (every browser the platform supports shows it).
  const src = printPreviewUrl(jobId, { ...input, size: size > 160 ? 640 : 320, format: 'webp' });
  return <LivePreview src={src} alt={`Preview of the ${itemName} as it will print`} size={size} />;
}
