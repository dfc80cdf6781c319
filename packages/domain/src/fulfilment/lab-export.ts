import type { FulfilmentStatus } from './status';

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
  /** Who the parcel is addressed to (`shipToAddressee`): the parent for a home order, the school for a batch one. */
  { key: 'shipToName', header: 'ship_to_name' },
  { key: 'shipTo', header: 'ship_to' },
  { key: 'reprintReason', header: 'reprint_reason' },
] as const;

export type LabManifestRow = Record<(typeof LAB_MANIFEST_COLUMNS)[number]['key'], string | number>;

/** What the lab export needs to know of a print file to decide whether it goes. */
export interface LabFileFacts {
  lineNo: number;
  itemNo: number;
  /** 0 for the first print, n for the n-th reprint. */
  reprint: number;
  status: 'pending' | 'ready' | 'failed';
}

/**
 * The files of one order that go to the lab. A reprint replaces the print it redoes, so of each item only
 * its newest file goes, and only once it is ready (a reprint still being made sends nothing of its item
 * yet, never the print it replaces). An order that has shipped or been delivered has its first prints in
 * the parent's hands: only its reprints go.
 */
export function labFiles<F extends LabFileFacts>(files: readonly F[], fulfilmentStatus: FulfilmentStatus): F[] {
  const newest = new Map<string, F>();
  for (const file of files) {
    const key = `${file.lineNo}:${file.itemNo}`;
    const known = newest.get(key);
    if (!known || file.reprint > known.reprint) newest.set(key, file);
  }
  const delivered = fulfilmentStatus === 'shipped' || fulfilmentStatus === 'delivered';
  return files.filter((file) => newest.get(`${file.lineNo}:${file.itemNo}`) === file && file.status === 'ready' && !(delivered && file.reprint === 0));
}
