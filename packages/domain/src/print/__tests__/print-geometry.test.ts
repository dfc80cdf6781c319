import { addTurns, coverRect, placeInCell, quarterTurn, roundRect, turnedSize, unturnRect, type PxRect, type QuarterTurn } from '..';

/** A W×H grid of distinct values, as rows. */
const grid = (width: number, height: number) => Array.from({ length: height }, (_, y) => Array.from({ length: width }, (_, x) => y * width + x));
/** Turns a grid clockwise by a quarter. */
const turnOnce = (rows: number[][]) => rows[0]!.map((_, x) => rows.map((row) => row[x]!).reverse());
const turn = (rows: number[][], by: QuarterTurn) => {
  let out = rows;
  for (let i = 0; i < by / 90; i++) out = turnOnce(out);
  return out;
};
const cut = (rows: number[][], r: PxRect) => rows.slice(r.top, r.top + r.height).map((row) => row.slice(r.left, r.left + r.width));

describe('quarter turns', () => {
  it.each([
    [0, 0], [90, 90], [-90, 270], [180, 180], [270, 270], [360, 0], [450, 90], [44, 0], [46, 90], [135, 180], [-181, 180], [Number.NaN, 0], [Number.POSITIVE_INFINITY, 0],
  ])('takes %p degrees to %p', (degrees, expected) => {
    expect(quarterTurn(degrees)).toBe(expected);
  });

  it('adds turns round the clock and swaps sides only sideways', () => {
    expect(addTurns(270, 180)).toBe(90);
    expect(addTurns(90, 270)).toBe(0);
    expect(turnedSize({ width: 4, height: 3 }, 90)).toEqual({ width: 3, height: 4 });
    expect(turnedSize({ width: 4, height: 3 }, 270)).toEqual({ width: 3, height: 4 });
    expect(turnedSize({ width: 4, height: 3 }, 180)).toEqual({ width: 4, height: 3 });
  });
});

describe('the part of the photo a print shows', () => {
  const photo = { width: 1200, height: 1500 };

  it('without a crop, is the largest centred part at the print aspect', () => {
    expect(coverRect(photo, null, 0.8)).toEqual({ left: 0, top: 0, width: 1200, height: 1500 });
    expect(coverRect(photo, null, 5 / 7)).toEqual({ left: 64, top: 0, width: 1071, height: 1500 });
    expect(coverRect(photo, null, 1.25)).toEqual({ left: 0, top: 270, width: 1200, height: 960 });
  });

  it('is the crop itself when it already has the print aspect', () => {
    // 60 % × 1200 = 720 wide, 48 % × 1500 = 720 × 1.25 = 900 high: exactly 8/10.
    expect(coverRect(photo, { cropX: 60, cropY: 60, xMid: 40, yMid: 50 }, 0.8)).toEqual({ left: 120, top: 300, width: 720, height: 900 });
  });

  it('trims a crop of another shape evenly about its centre', () => {
    const rect = coverRect(photo, { cropX: 60, cropY: 60, xMid: 50, yMid: 50 }, 5 / 7);
    expect(rect).toEqual({ left: 279, top: 300, width: 643, height: 900 });
    expect(Math.abs(rect.left + rect.width / 2 - 600)).toBeLessThanOrEqual(1);
  });

  it('slides a crop that reaches past an edge back inside the photo', () => {
    expect(coverRect(photo, { cropX: 50, cropY: 40, xMid: 5, yMid: 98 }, 1)).toEqual({ left: 0, top: 900, width: 600, height: 600 });
    expect(coverRect(photo, { cropX: 50, cropY: 40, xMid: 99, yMid: 1 }, 1)).toEqual({ left: 600, top: 0, width: 600, height: 600 });
  });

  it('takes an empty crop as no crop', () => {
    expect(coverRect(photo, { cropX: 0, cropY: 50, xMid: 10, yMid: 10 }, 0.8)).toEqual(coverRect(photo, null, 0.8));
  });

  it('never comes out smaller than a pixel', () => {
    expect(coverRect({ width: 3, height: 2 }, { cropX: 1, cropY: 1, xMid: 50, yMid: 50 }, 1)).toEqual({ left: 1, top: 1, width: 1, height: 1 });
  });
});

describe('a rectangle of the turned photo, in the photo as stored', () => {
  const W = 5;
  const H = 3;
  const stored = grid(W, H);
  it.each([0, 90, 180, 270] as QuarterTurn[])('cut then turned by %p equals turned then cut', (by) => {
    const turned = turn(stored, by);
    const size = turnedSize({ width: W, height: H }, by);
    const rect = { left: 1, top: 0, width: Math.min(2, size.width - 1), height: 2 };
    expect(turn(cut(stored, unturnRect(rect, { width: W, height: H }, by)), by)).toEqual(cut(turned, rect));
  });
});

describe('placing in a cell', () => {
  it('keeps the upright frame when the cell is not turned', () => {
    const rect = { left: 1, top: 2, width: 3, height: 4 };
    expect(placeInCell(rect, { height: 10 }, 0)).toBe(rect);
  });

  it('turns the frame a quarter clockwise: the upright top becomes the cell right', () => {
    // Upright frame 4 wide × 10 high; its top strip lands along the cell's right side.
    expect(placeInCell({ left: 0, top: 0, width: 4, height: 2 }, { height: 10 }, 90)).toEqual({ left: 8, top: 0, width: 2, height: 4 });
  });

  it('rounds edges, so touching rectangles still touch', () => {
    const a = roundRect({ left: 0.4, top: 0, width: 10.3, height: 1 });
    const b = roundRect({ left: 10.7, top: 0, width: 10.3, height: 1 });
    expect(a.left + a.width).toBe(b.left);
    expect(roundRect({ left: 0, top: 0, width: 0.1, height: 0.1 })).toEqual({ left: 0, top: 0, width: 1, height: 1 });
  });
});
