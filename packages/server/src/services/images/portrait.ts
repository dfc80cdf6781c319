import sharp from 'sharp';

export const PORTRAIT_WIDTH = 1200;
export const PORTRAIT_HEIGHT = 1500;

const BACKDROPS = [
  ['#3b6ea5', '#1f3f66'],
  ['#7a9e7e', '#3f5e43'],
  ['#a5673b', '#5e3a1f'],
  ['#7b5ea7', '#43306b'],
  ['#8a8f98', '#4b4f57'],
];

function escape(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

type RawImage = { data: Buffer; info: { width: number; height: number; channels: 1 | 2 | 3 | 4 } };
const bases = new Map<string, Promise<RawImage>>();

/** The backdrop and silhouette, rendered once per look: rasterising SVG is the slow part of seeding. */
function portraitBase(variant: number, width: number, height: number): Promise<RawImage> {
  const key = `${variant % BACKDROPS.length}:${variant % 2}:${width}x${height}`;
  let base = bases.get(key);
  if (!base) {
    const [light, dark] = BACKDROPS[variant % BACKDROPS.length]!;
    const cx = width / 2;
    const headR = width * 0.16;
    const headY = height * 0.4 + (variant % 2) * 20;
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><radialGradient id="b" cx="50%" cy="40%" r="75%"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></radialGradient></defs>
  <rect width="100%" height="100%" fill="url(#b)"/>
  <rect x="${cx - headR * 0.45}" y="${headY + headR * 0.7}" width="${headR * 0.9}" height="${headR * 0.9}" fill="#c99a78"/>
  <ellipse cx="${cx}" cy="${height * 0.95}" rx="${width * 0.42}" ry="${height * 0.3}" fill="#1d1d22"/>
  <circle cx="${cx}" cy="${headY}" r="${headR}" fill="#d8a985"/>
  <path d="M ${cx - headR} ${headY - headR * 0.1} Q ${cx} ${headY - headR * 1.7} ${cx + headR} ${headY - headR * 0.1} Q ${cx} ${headY - headR * 0.9} ${cx - headR} ${headY - headR * 0.1} Z" fill="#3a2a20"/>
</svg>`;
    base = sharp(Buffer.from(svg)).raw().toBuffer({ resolveWithObject: true }) as Promise<RawImage>;
    bases.set(key, base);
  }
  return base;
}

/** A generated portrait for the demo: a coloured backdrop, a silhouette and the subject's name. */
export async function renderPortrait(name: string, variant: number, width = PORTRAIT_WIDTH, height = PORTRAIT_HEIGHT): Promise<Buffer> {
  const base = await portraitBase(variant, width, height);
  const band = Math.round(height * 0.12);
  const label = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${band}"><text x="${width / 2}" y="${band * 0.6}" text-anchor="middle" font-family="sans-serif" font-size="${width * 0.06}" font-weight="700" fill="white">${escape(name)}</text></svg>`;
  return sharp(base.data, { raw: base.info })
    .composite([{ input: Buffer.from(label), top: height - band - Math.round(height * 0.02), left: 0 }])
    .jpeg({ quality: 82 })
    .toBuffer();
}

/** A generated group photo: rows of small silhouettes and the group name. */
export function renderGroup(name: string, people: number, width = 1500, height = 1200): Promise<Buffer> {
  const perRow = Math.ceil(people / 3);
  const figures: string[] = [];
  for (let i = 0; i < people; i++) {
    const row = Math.floor(i / perRow);
    const col = i % perRow;
    const x = ((col + 0.5) / perRow) * width;
    const y = height * (0.35 + row * 0.2);
    figures.push(`<circle cx="${x}" cy="${y}" r="${width / perRow / 4}" fill="#d8a985"/><ellipse cx="${x}" cy="${y + width / perRow / 2}" rx="${width / perRow / 3}" ry="${width / perRow / 4}" fill="#1d1d22"/>`);
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <rect width="100%" height="100%" fill="#5b7fa3"/>${figures.join('')}
  <text x="${width / 2}" y="${height * 0.14}" text-anchor="middle" font-family="sans-serif" font-size="${width * 0.05}" font-weight="700" fill="white">${escape(name)}</text>
</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}
