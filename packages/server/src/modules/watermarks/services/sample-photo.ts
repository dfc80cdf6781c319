import sharp from 'sharp';

let sample: Promise<Buffer> | null = null;

/** A made-up landscape (sky, hills, a sun) to show a mark on: no customer's photo is ever used as a sample. */
export function samplePhoto(): Promise<Buffer> {
  sample ??= sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800"><defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#6fa8dc"/><stop offset="1" stop-color="#cfe2f3"/></linearGradient></defs><rect width="1200" height="800" fill="url(#sky)"/><circle cx="930" cy="190" r="90" fill="#ffd966"/><path d="M0 560 Q300 380 600 540 T1200 500 V800 H0 Z" fill="#6aa84f"/><path d="M0 660 Q400 540 800 660 T1200 640 V800 H0 Z" fill="#38761d"/></svg>`,
    ),
  )
    .jpeg({ quality: 90 })
    .toBuffer();
  return sample;
}
