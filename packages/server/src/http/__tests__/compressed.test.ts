import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { compressed, preferredEncoding } from '../compressed';

describe('the encoding an answer is sent in', () => {
  it('is the one the browser prefers among brotli and gzip, its q-values honoured', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip;q=1, br;q=0.5')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip')).toBe('gzip');
  });

  it('is none when the browser takes neither, or refuses both', () => {
    expect(preferredEncoding(undefined)).toBeUndefined();
    expect(preferredEncoding('identity')).toBeUndefined();
    expect(preferredEncoding('br;q=0, gzip;q=0')).toBeUndefined();
  });

  it('gives back the same bytes once decompressed', () => {
    const json = JSON.stringify({ data: Array.from({ length: 50 }, (_, id) => ({ id, name: `Job ${id}` })) });
    expect(brotliDecompressSync(compressed(json, 'br')).toString()).toBe(json);
    expect(gunzipSync(compressed(json, 'gzip')).toString()).toBe(json);
  });
});
