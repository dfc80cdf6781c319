import sharp from 'sharp';
import { PRINT_FONT, PRINT_FONT_FILE } from '../../modules/fulfilment/render';

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

/**
 * A chroma-key green backdrop, evenly lit as a studio lights a green screen: green exceeds red and blue by
 * far more than the renderer's key threshold (green-screen.ts), so a chosen background replaces all of it.
 */
export const GREEN_SCREEN_BACKDROP = ['#2fc24a', '#1fa83a'] as const;

/** The backdrop and silhouette, rendered once per look: rasterising SVG is the slow part of seeding. */
function portraitBase(variant: number, width: number, height: number, greenScreen: boolean): Promise<RawImage> {
  const key = `${greenScreen ? 'green' : variant % BACKDROPS.length}:${variant % 2}:${width}x${height}`;
  let base = bases.get(key);
  if (!base) {
    const [light, dark] = greenScreen ? GREEN_SCREEN_BACKDROP : BACKDROPS[variant % BACKDROPS.length]!;
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

/**
 * A line of white lettering in the bundled DejaVu font (the one prints use), as RGBA: the same on every
 * machine, including one without any system fonts (an SVG `<text>` would take whatever sans-serif is installed).
 */
async function lettering(text: string, sizePx: number): Promise<{ input: Buffer; raw: { width: number; height: number; channels: 4 } }> {
  const { data, info } = await sharp({ text: { text: `<span foreground="white">${escape(text)}</span>`, font: `${PRINT_FONT} ${Math.round(sizePx)}px`, fontfile: PRINT_FONT_FILE, rgba: true, dpi: 72 } })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { input: data, raw: { width: info.width, height: info.height, channels: 4 } };
}

/** `text` centred horizontally on an image `width` wide, with its middle at `middleY`, kept inside the image. */
async function centredLabel(text: string, sizePx: number, width: number, middleY: number) {
  const label = await lettering(text, sizePx);
  return { ...label, left: Math.max(0, Math.round((width - label.raw.width) / 2)), top: Math.max(0, Math.round(middleY - label.raw.height / 2)) };
}

export interface PortraitOptions {
  /** Photographed in front of a green screen (a background chosen by the parent replaces it). */
  greenScreen?: boolean;
}

/** A generated portrait for the demo: a coloured (or green-screen) backdrop, a silhouette and the subject's name. */
export async function renderPortrait(name: string, variant: number, width = PORTRAIT_WIDTH, height = PORTRAIT_HEIGHT, options: PortraitOptions = {}): Promise<Buffer> {
  const base = await portraitBase(variant, width, height, options.greenScreen ?? false);
  const band = Math.round(height * 0.12);
  const label = await centredLabel(name, width * 0.06, width, height - band - Math.round(height * 0.02) + band * 0.45);
  return sharp(base.data, { raw: base.info }).composite([label]).jpeg({ quality: 82 }).toBuffer();
}

/** A generated group photo: rows of small silhouettes and the group name. */
export async function renderGroup(name: string, people: number, width = 1500, height = 1200): Promise<Buffer> {
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
</svg>`;
  const label = await centredLabel(name, width * 0.05, width, height * 0.12);
  return sharp(Buffer.from(svg)).composite([label]).jpeg({ quality: 82 }).toBuffer();
}
