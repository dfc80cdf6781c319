/**
 * How each printed product is laid out on the paper the lab prints, in inches, portrait. Spec §9 names
 * the sizes; the sheets and their cells are decisions written in docs/print.md ("Prints").
 */
export const PRINT_DPI = 300;

/** One place a photo goes on a sheet, in inches from the sheet's top left corner. */
export interface LayoutCell {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface ProductLayout {
  productCode: string;
  /** The paper, portrait. */
  width: number;
  height: number;
  /**
   * A single print turns with its photo (a landscape group photo prints as a 10x8); a sheet of several
   * cells keeps its paper upright and turns the photo inside each cell instead.
   */
  turnsWithPhoto: boolean;
  cells: LayoutCell[];
}

const single = (productCode: string, width: number, height: number): ProductLayout => ({
  productCode,
  width,
  height,
  turnsWithPhoto: true,
  cells: [{ x: 0, y: 0, width, height }],
});

/** `columns` × `rows` cells of `width` × `height`, centred on the paper, touching one another (one cut between two). */
function grid(productCode: string, paper: { width: number; height: number }, cell: { width: number; height: number; columns: number; rows: number }): ProductLayout {
  const left = (paper.width - cell.columns * cell.width) / 2;
  const top = (paper.height - cell.rows * cell.height) / 2;
  const cells: LayoutCell[] = [];
  for (let row = 0; row < cell.rows; row++) {
    for (let column = 0; column < cell.columns; column++) {
      cells.push({ x: left + column * cell.width, y: top + row * cell.height, width: cell.width, height: cell.height });
    }
  }
  return { productCode, ...paper, turnsWithPhoto: false, cells };
}

const LETTER_8X10 = { width: 8, height: 10 };

/**
 * - BFs: eight 2.5x3.5 wallets on an 8x10 (the catalogue's "8 per sheet"): two across, four down, each
 *   cell lying 3.5 wide × 2.5 high, so a portrait wallet is printed turned a quarter; half an inch of
 *   paper left and right.
 * - MiniBFs: sixteen 2x2.5 mini wallets on an 8x10, four by four, edge to edge.
 * - MiniPac: four 4x5 on an 8x10, two by two.
 * - 4x6: one 4x4.5 print over a row of four 1x1.5 BFs (spec §9).
 * - every other size: one print of that size.
 */
const LAYOUTS: readonly ProductLayout[] = [
  grid('BFs', LETTER_8X10, { width: 3.5, height: 2.5, columns: 2, rows: 4 }),
  grid('MiniBFs', LETTER_8X10, { width: 2, height: 2.5, columns: 4, rows: 4 }),
  grid('MiniPac', LETTER_8X10, { width: 4, height: 5, columns: 2, rows: 2 }),
  {
    productCode: '4x6',
    width: 4,
    height: 6,
    turnsWithPhoto: false,
    cells: [{ x: 0, y: 0, width: 4, height: 4.5 }, ...[0, 1, 2, 3].map((i) => ({ x: i, y: 4.5, width: 1, height: 1.5 }))],
  },
  single('3.5x5', 3.5, 5),
  single('4x5', 4, 5),
  single('5x7', 5, 7),
  single('8x10', 8, 10),
  single('10x13', 10, 13),
];

/** The layout of a printed product, or null for anything that is not printed (a digital download, an unknown code). */
export function productLayout(productCode: string | null | undefined): ProductLayout | null {
  return LAYOUTS.find((layout) => layout.productCode === productCode) ?? null;
}

/** Every printed product code the renderer knows. */
export const PRINTED_PRODUCT_CODES: readonly string[] = LAYOUTS.map((layout) => layout.productCode);

/**
 * The resolution of a screen preview: the print's own layout at fewer dots per inch, so its longest side
 * is at most `maxSide` pixels (never more than the print's 300 DPI).
 */
export function previewDpi(layout: Pick<ProductLayout, 'width' | 'height'>, maxSide: number): number {
  return Math.min(PRINT_DPI, maxSide / Math.max(layout.width, layout.height));
}
