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

/**
 * How much of the subject each green excess keeps, in 1/256ths: 256 up to KEY_FROM, 0 from KEY_TO, linear
 * in between. A table, so the loop below does integer work only (7.2 million pixels an 8x10).
 */
const KEEP = (() => {
  const table = new Uint16Array(256);
  for (let excess = 0; excess < 256; excess++) table[excess] = excess <= KEY_FROM ? 256 : excess >= KEY_TO ? 0 : Math.round(((KEY_TO - excess) / (KEY_TO - KEY_FROM)) * 256);
  return table;
})();

/** Subject over background, as RGB. `background` is RGB of the same size; `subject` is RGB or RGBA. */
export function layOverBackground(subject: RawPixels, background: RawPixels): Buffer {
  const pixels = subject.width * subject.height;
  if (background.width !== subject.width || background.height !== subject.height || background.channels !== 3) {
    throw new Error('The background must be RGB at the size of the photo');
  }
  const out = Buffer.allocUnsafe(pixels * 3);
  const src = subject.data;
  const bg = background.data;
  const step = subject.channels;
  const hasAlpha = step === 4;
  for (let p = 0, s = 0, o = 0; p < pixels; p++, s += step, o += 3) {
    const r = src[s]!;
    let g = src[s + 1]!;
    const b = src[s + 2]!;
    let keep: number;
    if (hasAlpha) {
      const a = src[s + 3]!;
      keep = a + (a >> 7);
    } else {
      const most = r > b ? r : b;
      const excess = g - most;
      if (excess <= 0) {
        // The subject itself (no green excess): the most common case, copied as it is.
        out[o] = r;
        out[o + 1] = g;
        out[o + 2] = b;
        continue;
      }
      keep = KEEP[excess]!;
      g = most;
    }
    if (keep === 256) {
      out[o] = r;
      out[o + 1] = g;
      out[o + 2] = b;
    } else if (keep === 0) {
      out[o] = bg[o]!;
      out[o + 1] = bg[o + 1]!;
      out[o + 2] = bg[o + 2]!;
    } else {
      const rest = 256 - keep;
      out[o] = (r * keep + bg[o]! * rest + 128) >> 8;
      out[o + 1] = (g * keep + bg[o + 1]! * rest + 128) >> 8;
      out[o + 2] = (b * keep + bg[o + 2]! * rest + 128) >> 8;
    }
  }
  return out;
}
