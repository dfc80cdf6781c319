/** How print files are named in downloads and the lab export, and the manifest's columns (docs/print.md "Lab export"). */

export interface PrintFileName {
  orderNumber: string;
  /** 1-based place of the order line and of the item within it, as the order page shows them. */
  line: number;
  item: number;
  productCode: string | null;
  /** 0 for the first print, n for the n-th reprint. */
  reprint: number;
}

const safe = (text: string) => text.replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 40);
const pad = (n: number) => String(n).padStart(2, '0');

/** `100001-01-02-8x10.jpg`, `100001-01-02-8x10-reprint1.jpg`: sorts by order, line and item in any file list. */
export function printFileName({ orderNumber, line, item, productCode, reprint }: PrintFileName): string {
  const code = productCode ? safe(productCode) : '';
  return `${orderNumber}-${pad(line)}-${pad(item)}${code ? `-${code}` : ''}${reprint > 0 ? `-reprint${reprint}` : ''}.jpg`;
}

export const LAB_MANIFEST_NAME = 'manifest.csv';

/** The manifest's columns, in order; one row per print file. */
export const LAB_MANIFEST_COLUMNS = [
  { key: 'file', header: 'file' },
  { key: 'orderNumber', header: 'order_number' },
  { key: 'line', header: 'line' },
  { key: 'item', header: 'item' },
  { key: 'productCode', header: 'product_code' },
  { key: 'itemName', header: 'item_name' },
  { key: 'copies', header: 'copies' },
  { key: 'widthPx', header: 'width_px' },
  { key: 'heightPx', header: 'height_px' },
  { key: 'child', header: 'child' },
  { key: 'group', header: 'group' },
  { key: 'organization', header: 'organization' },
  { key: 'shipTo', header: 'ship_to' },
  { key: 'reprintReason', header: 'reprint_reason' },
] as const;

export type LabManifestRow = Record<(typeof LAB_MANIFEST_COLUMNS)[number]['key'], string | number>;
