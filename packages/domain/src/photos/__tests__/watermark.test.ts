import * as v from 'valibot';
import { applicableWatermark, DEFAULT_WATERMARK, textMarkAspect, watermarkBox, WatermarkSettings, watermarkSpots, watermarkWords, WATERMARK_POSITIONS, type Size, type Spot } from '../watermark';

const inside = (photo: Size, box: Size, spot: Spot) => spot.left >= 0 && spot.top >= 0 && spot.left + box.width <= photo.width && spot.top + box.height <= photo.height;

describe('which mark applies', () => {
  const platform = { settings: { ...DEFAULT_WATERMARK, text: 'Shutterday sample' }, hasPicture: false };
  const studio = { settings: { ...DEFAULT_WATERMARK, kind: 'picture' as const }, hasPicture: true };

  it("is the studio's own mark over the platform's, the platform's over the default", () => {
    expect(applicableWatermark(platform, studio)).toEqual({ source: 'studio', mark: studio });
    expect(applicableWatermark(platform, null)).toEqual({ source: 'platform', mark: platform });
    expect(applicableWatermark(null, null).source).toBe('default');
    expect(applicableWatermark(null, null).mark.settings).toEqual(DEFAULT_WATERMARK);
  });

  it("writes the studio's name in place of {studio}, as proofs always said", () => {
    expect(watermarkWords(DEFAULT_WATERMARK, 'Demo Photo Co')).toBe('Demo Photo Co · PROOF');
    expect(watermarkWords({ ...DEFAULT_WATERMARK, text: 'SAMPLE' }, 'Demo Photo Co')).toBe('SAMPLE');
  });
});

describe('the settings a page may save', () => {
  it('takes a plain mark and refuses control characters, empty text and percentages out of range', () => {
    expect(v.safeParse(WatermarkSettings, DEFAULT_WATERMARK).success).toBe(true);
    const refused = (change: Partial<Record<keyof WatermarkSettings, unknown>>) => v.safeParse(WatermarkSettings, { ...DEFAULT_WATERMARK, ...change }).issues?.[0]?.message;
    expect(refused({ text: 'a\u0007b' })).toBe('Use letters, digits and punctuation only');
    expect(refused({ text: '   ' })).toBe('This field is required');
    expect(refused({ opacity: 4 })).toBe('The opacity is at least 5 %');
    expect(refused({ scale: 101 })).toBe('The size is at most 100 %');
    expect(refused({ scale: 50.5 })).toBe('Enter the size as a whole percentage');
    expect(refused({ position: 'left' })).toMatch(/must be one of tiled/);
  });
});

describe('where the mark is drawn', () => {
  const photo = { width: 1000, height: 667 };

  it("is as wide as the chosen share of the photo, kept to the photo's height", () => {
    expect(watermarkBox(photo, 2, 30)).toEqual({ width: 300, height: 150 });
    expect(watermarkBox({ width: 1000, height: 100 }, 1, 50)).toEqual({ width: 100, height: 100 });
    expect(watermarkBox({ width: 10, height: 10 }, 4, 5)).toEqual({ width: 1, height: 1 });
  });

  it.each(WATERMARK_POSITIONS)('keeps every mark inside the photo (%s)', (position) => {
    for (const scale of [5, 30, 100]) {
      const box = watermarkBox(photo, textMarkAspect('Demo Photo Co · PROOF'), scale);
      const spots = watermarkSpots(photo, box, position);
      expect(spots.length).toBeGreaterThan(0);
      expect(spots.every((spot) => inside(photo, box, spot))).toBe(true);
    }
  });

  it('puts a corner mark in its corner and repeats a tiled one over the whole photo', () => {
    const box = { width: 200, height: 50 };
    expect(watermarkSpots(photo, box, 'bottom-right')).toEqual([{ left: 780, top: 597 }]);
    expect(watermarkSpots(photo, box, 'top-left')).toEqual([{ left: 20, top: 20 }]);
    expect(watermarkSpots(photo, box, 'center')).toEqual([{ left: 400, top: 309 }]);
    const tiles = watermarkSpots(photo, box, 'tiled');
    expect(tiles.length).toBeGreaterThanOrEqual(12);
    expect(Math.min(...tiles.map((s) => s.top))).toBeLessThan(100);
    expect(Math.max(...tiles.map((s) => s.top + box.height))).toBeGreaterThan(567);
    // Alternate rows are shifted, so no column of the photo is free of the mark in every row.
    expect(new Set(tiles.map((s) => s.left)).size).toBeGreaterThan(4);
  });
});
