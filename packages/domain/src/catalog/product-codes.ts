/** Digital download product codes and their names (spec §9). */
export const DIGITAL_DOWNLOAD_PRODUCTS = {
  SingleDigDown: 'Single Digital Download',
  WholeDigDown: 'Download All Images For Subject',
  Dj: 'Dj',
  Dk: 'Dk',
} as const;
export type DigitalDownloadCode = keyof typeof DIGITAL_DOWNLOAD_PRODUCTS;

export const DIGITAL_DOWNLOAD_CODES = Object.keys(DIGITAL_DOWNLOAD_PRODUCTS) as readonly DigitalDownloadCode[];

export function isDigitalDownload(productCode: string | null | undefined): boolean {
  return productCode != null && (DIGITAL_DOWNLOAD_CODES as readonly string[]).includes(productCode);
}

/** What a digital item delivers: the one photo the parent chose (SingleDigDown) or every photo of the child. */
export type DownloadKind = 'one-photo' | 'all-photos';

export function downloadKind(productCode: string | null | undefined): DownloadKind | null {
  if (!isDigitalDownload(productCode)) return null;
  return productCode === 'SingleDigDown' ? 'one-photo' : 'all-photos';
}

/** A photo place as a cart or an order line keeps it: the photo in it, by where it came from. */
export interface PlacedImage {
  replacementImageId?: number | null;
  subjectImageId?: number | null;
  groupImageId?: number | null;
}

/** The photo a place holds (a replacement first, then the child's, then the group's); null when empty. */
export function placedImageId(node: PlacedImage): number | null {
  return node.replacementImageId ?? node.subjectImageId ?? node.groupImageId ?? null;
}

/**
 * The photos a package item gives as downloads: a single download the photo chosen in its place (else the
 * child's first own photo), a whole-subject download every own photo of the child; a print none. The
 * checkout makes the links with it, and a refund closes the links no remaining line gives.
 */
export function downloadedImageIds(item: { productCode?: string | null; imageNodes?: readonly PlacedImage[] }, ownImageIds: readonly number[]): number[] {
  switch (downloadKind(item.productCode)) {
    case 'one-photo': {
      const chosen = (item.imageNodes ?? []).map(placedImageId).find((id) => id !== null);
      const id = chosen ?? ownImageIds[0];
      return id === undefined ? [] : [id];
    }
    case 'all-photos':
      return [...ownImageIds];
    default:
      return [];
  }
}

/** Wallet (billfold) sizes. */
export const WALLET_SIZES = ['BFs', 'MiniBFs'] as const;

/** Print sizes, smallest first. */
export const PRINT_SIZES = ['MiniPac', '3.5x5', '4x5', '4x6', '5x7', '8x10', '10x13'] as const;

export const PRODUCT_SIZES = [...WALLET_SIZES, ...PRINT_SIZES] as const;
export type ProductSize = (typeof PRODUCT_SIZES)[number];

/** Sizes that come with wallets on the same sheet: a 4x6 holds four 1x1.5 BFs (spec §9). */
export const SHEET_WALLETS: Partial<Record<ProductSize, { count: number; size: string }>> = {
  '4x6': { count: 4, size: '1x1.5' },
};

export function isWalletProduct(productCode: string | null | undefined): boolean {
  return productCode != null && (WALLET_SIZES as readonly string[]).includes(productCode);
}

export function isPrintProduct(productCode: string | null | undefined): boolean {
  return productCode != null && (PRINT_SIZES as readonly string[]).includes(productCode);
}

/**
 * The two product codes excluded from consumer crop (spec §4; §9 does not name them). Decision:
 * the two named digital downloads, because what they deliver is the uncropped original file,
 * so a crop chosen by the customer would be silently ignored.
 */
export const CONSUMER_CROP_EXCLUDED_CODES = ['SingleDigDown', 'WholeDigDown'] as const;

/**
 * Product codes whose items open the editor even without nodes to fill (spec §4 "certain product
 * codes", not named). Decision: the single digital download, where the customer picks which image.
 */
export const ALWAYS_EDITABLE_CODES = ['SingleDigDown'] as const;

/** What a person reads for each product code: codes are for files and labs, never for a page or a picker. */
const PRODUCT_NAMES: Record<string, string> = {
  ...DIGITAL_DOWNLOAD_PRODUCTS,
  Dj: 'Digital download (Dj)',
  Dk: 'Digital download (Dk)',
  BFs: 'Wallets (8 per sheet)',
  MiniBFs: 'Mini wallets',
  MiniPac: 'Mini pack',
  '3.5x5': '3.5x5 print',
  '4x5': '4x5 print',
  '4x6': '4x6 print (with four wallets)',
  '5x7': '5x7 print',
  '8x10': '8x10 print',
  '10x13': '10x13 print',
};

/** The name of a product as people read it; an unknown code is shown as it is rather than hidden. */
export function productName(productCode: string | null | undefined): string {
  if (!productCode) return 'No product';
  return Object.hasOwn(PRODUCT_NAMES, productCode) ? PRODUCT_NAMES[productCode]! : productCode;
}
