import { describePrint, previewDpi, PRINT_DPI, productLayout, PrintLayoutError, type PrintDescription, type PrintRequest } from '@shutterday/domain/staff';
import type { AppliedMark } from '../../../services/images/watermark';
import { drawPrint, type PrintFormat, type PrintSources } from './draw-print';

export interface RenderedPrint {
  body: Buffer;
  description: PrintDescription;
  contentType: 'image/jpeg' | 'image/webp';
  extension: 'jpg' | 'webp';
}

/** The print file of an item: its description at 300 DPI, drawn as a JPEG (sRGB, profile attached, 300 DPI). */
export async function renderPrintFile(request: PrintRequest, sources: PrintSources): Promise<RenderedPrint> {
  const description = describePrint(request, { dpi: PRINT_DPI });
  return { body: await drawPrint(description, sources), description, contentType: 'image/jpeg', extension: 'jpg' };
}

export interface PreviewOptions {
  /** The longest side of the preview in pixels. */
  maxSide: number;
  format: PrintFormat;
  /** The proofs' mark ("<studio> · PROOF"). */
  watermark: AppliedMark | string;
}

/** The dots per inch a preview of this product is described at, so its longest side is `maxSide`. */
export function previewDpiOf(productCode: string, maxSide: number): number {
  const layout = productLayout(productCode);
  if (!layout) throw new PrintLayoutError(`"${productCode}" is not a printed product`);
  return previewDpi(layout, maxSide);
}

/** The parent's preview: the print's own description at fewer DPI, drawn by the same code, watermarked. */
export async function renderPrintPreview(request: PrintRequest, options: PreviewOptions, sources: PrintSources): Promise<RenderedPrint> {
  const description = describePrint(request, { dpi: previewDpiOf(request.productCode, options.maxSide) });
  const body = await drawPrint(description, sources, { format: options.format, quality: 80, watermark: options.watermark });
  return options.format === 'webp'
    ? { body, description, contentType: 'image/webp', extension: 'webp' }
    : { body, description, contentType: 'image/jpeg', extension: 'jpg' };
}
