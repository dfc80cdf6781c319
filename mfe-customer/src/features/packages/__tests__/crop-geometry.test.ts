import { centredInside, cropFromRects, isInside, keepInside } from '../model/crop-geometry';

// A portrait photo shown 400 × 500 at (100, 0) in the cropper's canvas; an 8x10 frame (ratio 0.8).
const photo = { left: 100, top: 0, width: 400, height: 500 };

describe('a crop frame stays inside the photo', () => {
  it('slides a frame dragged past any edge back along that edge, keeping its size', () => {
    expect(keepInside({ x: 40, y: 10, width: 200, height: 250 }, photo)).toEqual({ x: 100, y: 10, width: 200, height: 250 });
    expect(keepInside({ x: 450, y: 400, width: 200, height: 250 }, photo)).toEqual({ x: 300, y: 250, width: 200, height: 250 });
    expect(keepInside({ x: 150, y: -80, width: 200, height: 250 }, photo)).toEqual({ x: 150, y: 0, width: 200, height: 250 });
  });

  it('shrinks a frame larger than the photo to the largest that fits, at its ratio', () => {
    const fitted = keepInside({ x: 0, y: 0, width: 480, height: 600 }, photo);
    expect(fitted).toEqual({ x: 100, y: 0, width: 400, height: 500 });
    expect(fitted.width / fitted.height).toBeCloseTo(0.8);
  });

  it('saves a frame kept inside as a crop within 0–100 % on every side', () => {
    const crop = cropFromRects(keepInside({ x: 460, y: 480, width: 200, height: 250 }, photo), photo);
    expect(crop.xMid - crop.cropX / 2).toBeGreaterThanOrEqual(0);
    expect(crop.xMid + crop.cropX / 2).toBeLessThanOrEqual(100);
    expect(crop.yMid - crop.cropY / 2).toBeGreaterThanOrEqual(0);
    expect(crop.yMid + crop.cropY / 2).toBeLessThanOrEqual(100);
  });

  it('tells a frame inside (half a pixel of rounding allowed) from one outside', () => {
    expect(isInside({ x: 100, y: 0, width: 400, height: 500 }, photo)).toBe(true);
    expect(isInside({ x: 99.6, y: 0, width: 200, height: 250 }, photo)).toBe(true);
    expect(isInside({ x: 99, y: 0, width: 200, height: 250 }, photo)).toBe(false);
    expect(isInside({ x: 350, y: 300, width: 200, height: 250 }, photo)).toBe(false);
  });

  it('opens with a centred frame at the ratio, inside the photo', () => {
    const frame = centredInside({ left: 0, top: 100, width: 600, height: 400 }, 1.25);
    expect(frame.width / frame.height).toBeCloseTo(1.25);
    expect(isInside(frame, { left: 0, top: 100, width: 600, height: 400 })).toBe(true);
  });
});
