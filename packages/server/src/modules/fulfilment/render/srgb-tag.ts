import sharp from 'sharp';

/**
 * Print files are drawn in sRGB already (sharp converts every photo with an embedded profile to sRGB),
 * so they only need the sRGB profile attached for the lab. sharp's `withIccProfile` would also run a
 * colour transform over all 7.2 million pixels of an 8x10 — sRGB to sRGB, a fifth of a print's time —
 * so the profile's APP2 segment is taken once from libvips and put into each file as it is.
 */
let segment: Promise<Buffer> | null = null;

function srgbSegment(): Promise<Buffer> {
  segment ??= sharp({ create: { width: 1, height: 1, channels: 3, background: '#ffffff' } })
    .withIccProfile('srgb')
    .jpeg()
    .toBuffer()
    .then((jpeg) => {
      const at = findSegment(jpeg, 0xe2);
      if (!at) throw new Error('libvips wrote no ICC profile segment');
      return jpeg.subarray(at.start, at.end);
    });
  return segment;
}

/** The first segment with this marker before the image data, as byte offsets. */
function findSegment(jpeg: Buffer, marker: number): { start: number; end: number } | null {
  let at = 2;
  while (at + 4 <= jpeg.length && jpeg[at] === 0xff && jpeg[at + 1] !== 0xda) {
    const end = at + 2 + jpeg.readUInt16BE(at + 2);
    if (jpeg[at + 1] === marker) return { start: at, end };
    at = end;
  }
  return null;
}

/** The JPEG with the sRGB profile attached after its JFIF/EXIF segments (unchanged when it has a profile). */
export async function tagSrgb(jpeg: Buffer): Promise<Buffer> {
  if (jpeg[0] !== 0xff || jpeg[1] !== 0xd8) throw new Error('Not a JPEG');
  if (findSegment(jpeg, 0xe2)) return jpeg;
  let at = 2;
  while (jpeg[at] === 0xff && (jpeg[at + 1] === 0xe0 || jpeg[at + 1] === 0xe1)) at += 2 + jpeg.readUInt16BE(at + 2);
  return Buffer.concat([jpeg.subarray(0, at), await srgbSegment(), jpeg.subarray(at)]);
}
