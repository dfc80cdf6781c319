import { PRINT_SIZES, WALLET_SIZES } from '../../catalog';
import { previewDpi, PRINT_DPI, PRINTED_PRODUCT_CODES, productLayout } from '..';

const overlap = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('product layouts', () => {
  it('covers every print and wallet size of the catalogue, and nothing digital', () => {
    expect([...PRINTED_PRODUCT_CODES].sort()).toEqual([...PRINT_SIZES, ...WALLET_SIZES].sort());
    expect(productLayout('SingleDigDown')).toBeNull();
    expect(productLayout('WholeDigDown')).toBeNull();
    expect(productLayout('Poster')).toBeNull();
    expect(productLayout(null)).toBeNull();
  });

  it.each([
    ['8x10', 8, 10],
    ['5x7', 5, 7],
    ['3.5x5', 3.5, 5],
    ['4x5', 4, 5],
    ['10x13', 10, 13],
  ])('prints a %s as one photo filling the paper, turning with a landscape photo', (code, width, height) => {
    expect(productLayout(code)).toEqual({ productCode: code, width, height, turnsWithPhoto: true, cells: [{ x: 0, y: 0, width, height }] });
  });

  it('lays eight 2.5x3.5 wallets on an 8x10, two across and four down, lying sideways', () => {
    const bfs = productLayout('BFs')!;
    expect(bfs.turnsWithPhoto).toBe(false);
    expect([bfs.width, bfs.height]).toEqual([8, 10]);
    expect(bfs.cells).toHaveLength(8);
    for (const cell of bfs.cells) expect([cell.width, cell.height]).toEqual([3.5, 2.5]);
    expect(bfs.cells.map((c) => c.x)).toEqual([0.5, 4, 0.5, 4, 0.5, 4, 0.5, 4]);
    expect(bfs.cells.map((c) => c.y)).toEqual([0, 0, 2.5, 2.5, 5, 5, 7.5, 7.5]);
  });

  it.each([
    ['MiniBFs', 16, 2, 2.5],
    ['MiniPac', 4, 4, 5],
  ])('fills an 8x10 with %s: %p cells of %p x %p', (code, count, width, height) => {
    const layout = productLayout(code)!;
    expect(layout.cells).toHaveLength(count);
    expect(layout.cells.every((c) => c.width === width && c.height === height)).toBe(true);
  });

  it('puts one 4x4.5 print over four 1x1.5 BFs on a 4x6', () => {
    const layout = productLayout('4x6')!;
    expect(layout.cells[0]).toEqual({ x: 0, y: 0, width: 4, height: 4.5 });
    expect(layout.cells.slice(1)).toEqual([0, 1, 2, 3].map((x) => ({ x, y: 4.5, width: 1, height: 1.5 })));
  });

  it.each(PRINTED_PRODUCT_CODES)('keeps every cell of %s on its paper, apart from the others', (code) => {
    const layout = productLayout(code)!;
    layout.cells.forEach((cell, i) => {
      expect(cell.x).toBeGreaterThanOrEqual(0);
      expect(cell.y).toBeGreaterThanOrEqual(0);
      expect(cell.x + cell.width).toBeLessThanOrEqual(layout.width);
      expect(cell.y + cell.height).toBeLessThanOrEqual(layout.height);
      layout.cells.slice(i + 1).forEach((other) => expect(overlap(cell, other)).toBe(false));
    });
  });

  it('previews at fewer DPI so the longest side fits, never above the print', () => {
    expect(previewDpi(productLayout('8x10')!, 1000)).toBe(100);
    expect(previewDpi(productLayout('3.5x5')!, 600)).toBe(120);
    expect(previewDpi(productLayout('3.5x5')!, 5000)).toBe(PRINT_DPI);
  });
});
