/**
 * The subject laid over a green-screen background, both already at the slot's size. A photo with an
 * alpha channel (a studio's cut-out) is trusted as it is; otherwise green is keyed out: a pixel whose
 * green exceeds both red and blue by KEY_FROM or less is kept, by KEY_TO or more is background, and in
 * between is blended (soft edges, hair). Kept pixels with some green excess lose it (the green "spill"
 * a green screen throws on the subject's edges).
 */
export const KEY_FROM = 24;
export const KEY_TO = 72;

export interface RawPixels {
  data: Buffer;
  width: number;
  height: number;
  channels: number;
}

/** Subject over background, as RGB. `background` is RGB of the same size; `subject` is RGB or RGBA. */
export function layOverBackground(subject: RawPixels, background: RawPixels): Buffer {
  const pixels = subject.width * subject.height;
  if (background.width !== subject.width || background.height !== subject.height || background.channels !== 3) {
    throw new Error('The background must be RGB at the size of the photo');
  }
  const out = Buffer.allocUnsafe(pixels * 3);
  const src = subject.data;
  const bg = background.data;
  const hasAlpha = subject.channels === 4;
  const span = KEY_TO - KEY_FROM;
  for (let p = 0, s = 0, o = 0; p < pixels; p++, s += subject.channels, o += 3) {
    const r = src[s]!;
    let g = src[s + 1]!;
    const b = src[s + 2]!;
    let alpha: number;
    if (hasAlpha) {
      alpha = src[s + 3]! / 255;
    } else {
      const excess = g - (r > b ? r : b);
      alpha = excess <= KEY_FROM ? 1 : excess >= KEY_TO ? 0 : (KEY_TO - excess) / span;
      if (excess > 0) g = r > b ? r : b;
    }
    const rest = 1 - alpha;
    out[o] = Math.round(r * alpha + bg[o]! * rest);
    out[o + 1] = Math.round(g * alpha + bg[o + 1]! * rest);
    out[o + 2] = Math.round(b * alpha + bg[o + 2]! * rest);
  }
  return out;
}
