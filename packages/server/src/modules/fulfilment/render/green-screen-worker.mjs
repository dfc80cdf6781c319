// The green-screen key, run on a worker thread (green-screen.ts starts it and hands it the pixels) so the
// per-pixel loop never holds up the event loop. Plain JavaScript, because a worker is loaded by Node itself
// from the server, the built bundle and the tests alike.
import { parentPort } from 'node:worker_threads';

/**
 * A pixel whose green exceeds both red and blue by KEY_FROM or less is kept, by KEY_TO or more is background,
 * and in between is blended (soft edges, hair). Kept pixels with some green excess lose it (the green "spill"
 * a green screen throws on the subject's edges).
 */
const KEY_FROM = 24;
const KEY_TO = 72;

/**
 * How much of the subject each green excess keeps, in 1/256ths: 256 up to KEY_FROM, 0 from KEY_TO, linear
 * in between. A table, so the loop below does integer work only.
 */
const KEEP = (() => {
  const table = new Uint16Array(256);
  for (let excess = 0; excess < 256; excess++) table[excess] = excess <= KEY_FROM ? 256 : excess >= KEY_TO ? 0 : Math.round(((KEY_TO - excess) / (KEY_TO - KEY_FROM)) * 256);
  return table;
})();

/**
 * The subject over the background as RGB. `src` is RGB (green keyed out) or RGBA (a studio's cut-out: its
 * alpha is trusted as it is), `bg` RGB of the same size.
 * @param {Uint8Array} src
 * @param {number} step the subject's channels, 3 or 4
 * @param {Uint8Array} bg
 * @returns {Uint8Array}
 */
function layOverBackground(src, step, bg) {
  const pixels = src.length / step;
  const out = new Uint8Array(pixels * 3);
  const hasAlpha = step === 4;
  for (let p = 0, s = 0, o = 0; p < pixels; p++, s += step, o += 3) {
    const r = src[s];
    let g = src[s + 1];
    const b = src[s + 2];
    let keep;
    if (hasAlpha) {
      const a = src[s + 3];
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
      keep = KEEP[excess];
      g = most;
    }
    if (keep === 256) {
      out[o] = r;
      out[o + 1] = g;
      out[o + 2] = b;
    } else if (keep === 0) {
      out[o] = bg[o];
      out[o + 1] = bg[o + 1];
      out[o + 2] = bg[o + 2];
    } else {
      const rest = 256 - keep;
      out[o] = (r * keep + bg[o] * rest + 128) >> 8;
      out[o + 1] = (g * keep + bg[o + 1] * rest + 128) >> 8;
      out[o + 2] = (b * keep + bg[o + 2] * rest + 128) >> 8;
    }
  }
  return out;
}

parentPort?.on('message', ({ id, subject, channels, background }) => {
  try {
    const pixels = layOverBackground(subject, channels, background);
    parentPort.postMessage({ id, pixels }, [pixels.buffer]);
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
