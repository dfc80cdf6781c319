import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describePrint, type PrintRequest, type PrintSlotInput } from '@shutterday/domain/staff';
import sharp from 'sharp';
import { renderPortrait } from '../../../../services/images/portrait';
import { drawPrint, renderPrintFile, type PrintSources } from '..';
import { PRINT_FONT_FILE } from '../text-layer';
import { meanAbsoluteDifference, meanColour, meanValue, PIXEL_THRESHOLD, rgb } from './pixels';

let ava: Buffer;
let ben: Buffer;
let greenScreenPhoto: Buffer;
let cutOut: Buffer;
let backdrop: Buffer;
let demoGreenPose: Buffer;
let softEdge: Buffer;
let softEdgeLarge: Buffer;
let cameraSized: Buffer;

const sources: PrintSources = {
  photo: async (id) => ({ 1: ava, 2: ben, 3: greenScreenPhoto, 4: cutOut, 5: demoGreenPose, 6: softEdge, 7: softEdgeLarge, 8: cameraSized })[id] ?? null,
  background: async (id) => (id === 10 ? backdrop : null),
};

// A subject (a skin-coloured disc) shot on a green screen, and the same subject as a cut-out with alpha.
const disc = (fill: string, background: string) =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="800" height="1000"><rect width="100%" height="100%" fill="${background}"/><circle cx="400" cy="500" r="250" fill="${fill}"/></svg>`);

// The subject on a green screen with a patch of half-keyed edge colour: green 40 above red and blue (#78a06e).
const softEdgeSvg = (scale: number) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${800 * scale}" height="${1000 * scale}" viewBox="0 0 800 1000"><rect width="100%" height="100%" fill="#00b140"/><circle cx="400" cy="500" r="250" fill="#d8a985"/><rect x="550" y="60" width="220" height="200" fill="#78a06e"/></svg>`,
  );

beforeAll(async () => {
  cameraSized = await renderPortrait('Ava Lopez', 0, 4000, 5000);
  [softEdge, softEdgeLarge] = await Promise.all([sharp(softEdgeSvg(1)).removeAlpha().png().toBuffer(), sharp(softEdgeSvg(4)).removeAlpha().png().toBuffer()]);
  [ava, ben] = await Promise.all([renderPortrait('Ava Lopez', 0), renderPortrait('Ben Okafor', 3)]);
  greenScreenPhoto = await sharp(disc('#d8a985', '#00b140')).jpeg({ quality: 90 }).toBuffer();
  cutOut = await sharp(disc('#d8a985', 'none')).png().toBuffer();
  demoGreenPose = await renderPortrait('Ava Johnson', 2, 1200, 1500, { greenScreen: true });
  backdrop = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#c02030' } }).jpeg().toBuffer();
});

const photo = (id: number, width = 1200, height = 1500) => ({ id, width, height });
const slot = (over: Partial<PrintSlotInput> = {}): PrintSlotInput => ({ name: 'image1', photo: photo(1), crop: null, rotation: 0, ...over });
const request = (over: Partial<PrintRequest> = {}): PrintRequest => ({ productCode: '8x10', slots: [slot()], texts: [], ...over });

describe('a sheet of wallets', () => {
  it('lays out eight copies of the wallet, each the photo turned into its cell, with paper at the sides', async () => {
    const { body, description } = await renderPrintFile(request({ productCode: 'BFs' }), sources);
    expect(await sharp(body).metadata()).toMatchObject({ width: 2400, height: 3000, density: 300 });
    expect(description.slots).toHaveLength(8);
    // One wallet drawn independently: the largest centred 2.5:3.5 part of the photo, turned right, at 1050 × 750.
    const wallet = await rgb(sharp(await sharp(ava).extract({ left: 64, top: 0, width: 1071, height: 1500 }).rotate(90).toBuffer()).resize(1050, 750));
    for (const { cell } of description.slots) expect(await meanAbsoluteDifference(await rgb(body, cell), wallet)).toBeLessThan(PIXEL_THRESHOLD);
    for (const margin of [{ left: 0, top: 0, width: 150, height: 3000 }, { left: 2250, top: 0, width: 150, height: 3000 }]) {
      expect(meanValue(await rgb(body, margin))).toBeGreaterThan(254);
    }
  });

  it.each([
    ['wallets, turned into their cells', 'BFs'],
    ['mini wallets', 'MiniBFs'],
  ])('from a camera-sized original (decoded at a fraction of its size): %s hold the independently cut photo', async (_, productCode) => {
    const { body, description } = await renderPrintFile(request({ productCode, slots: [slot({ photo: photo(8, 4000, 5000) })] }), sources);
    const [first] = description.slots;
    const { crop, rotate, cell } = first!;
    const expected = await rgb(sharp(await sharp(cameraSized).extract(crop!).rotate(rotate).toBuffer()).resize(cell.width, cell.height));
    for (const { cell: each } of description.slots) expect(await meanAbsoluteDifference(await rgb(body, each), expected)).toBeLessThan(PIXEL_THRESHOLD);
  });

  it('shares the wallets between two photos, the first four of one and the last four of the other', async () => {
    const { body, description } = await renderPrintFile(request({ productCode: 'BFs', slots: [slot(), slot({ name: 'image2', photo: photo(2) })] }), sources);
    const cells = await Promise.all(description.slots.map((s) => rgb(body, s.cell)));
    for (const i of [1, 2, 3]) expect(await meanAbsoluteDifference(cells[i]!, cells[0]!)).toBeLessThan(PIXEL_THRESHOLD);
    for (const i of [5, 6, 7]) expect(await meanAbsoluteDifference(cells[i]!, cells[4]!)).toBeLessThan(PIXEL_THRESHOLD);
    expect(await meanAbsoluteDifference(cells[4]!, cells[0]!)).toBeGreaterThan(5 * PIXEL_THRESHOLD);
  });
});

describe('text', () => {
  it('draws the name in its box over the band, and changes nothing elsewhere', async () => {
    const named = request({ texts: [{ name: 'Name', value: 'Ava Lopez' }] });
    const [withText, without] = await Promise.all([renderPrintFile(named, sources), renderPrintFile(request(), sources)]);
    const [run] = withText.description.slots[0]!.texts;
    const shade = withText.description.slots[0]!.shade!;
    expect(await meanAbsoluteDifference(await rgb(withText.body, run!.box), await rgb(without.body, run!.box))).toBeGreaterThan(20);
    const above = { left: 0, top: 0, width: 2400, height: shade.top - 8 };
    expect(await meanAbsoluteDifference(await rgb(withText.body, above), await rgb(without.body, above))).toBeLessThan(PIXEL_THRESHOLD);
  });

  it('letters with the bundled font on a machine without any fonts', () => {
    // A fontconfig with no font folders: only the font file the renderer hands to Pango exists.
    const dir = mkdtempSync(join(tmpdir(), 'no-fonts-'));
    writeFileSync(join(dir, 'fonts.conf'), `<?xml version="1.0"?><fontconfig><cachedir>${dir}/cache</cachedir></fontconfig>`);
    const letter = (font: string, fontfile?: string) =>
      `require('sharp')({ text: { text: 'Ava Lopez', font: '${font}', ${fontfile ? `fontfile: ${JSON.stringify(fontfile)},` : ''} dpi: 72, rgba: true } }).png().toBuffer({ resolveWithObject: true }).then((r) => console.log(r.info.width))`;
    const run = (script: string) => Number(execFileSync(process.execPath, ['-e', script], { cwd: __dirname, env: { ...process.env, FONTCONFIG_FILE: join(dir, 'fonts.conf') } }).toString().trim());
    // Without the file nothing real is drawn (a few pixels of missing-glyph boxes); with it, the name at 100 px.
    expect(run(letter('sans 100px'))).toBeLessThan(100);
    expect(run(letter('DejaVu Sans Bold 100px', PRINT_FONT_FILE))).toBeGreaterThan(500);
  });

  it('letters every wallet, turned with it', async () => {
    const { body, description } = await renderPrintFile(request({ productCode: 'BFs', texts: [{ name: 'Name', value: 'Ava' }] }), sources);
    const plain = await renderPrintFile(request({ productCode: 'BFs' }), sources);
    for (const s of description.slots) {
      expect(s.texts[0]!.box.height).toBeGreaterThan(s.texts[0]!.box.width);
      expect(await meanAbsoluteDifference(await rgb(body, s.texts[0]!.box), await rgb(plain.body, s.texts[0]!.box))).toBeGreaterThan(10);
    }
  });

  it('keeps a name longer than its box inside the box', async () => {
    const name = 'Wwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwww';
    const narrow = describePrint(request({ productCode: '3.5x5', texts: [{ name: 'Name', value: name }] }), { dpi: 60 });
    const run = narrow.slots[0]!.texts[0]!;
    const widened = { ...narrow, slots: [{ ...narrow.slots[0]!, photoId: null, crop: null, shade: null, texts: [{ ...run, colour: '#000000', fontSizePx: run.fontSizePx * 2 }] }] };
    const body = await drawPrint(widened, sources);
    const outside = [{ left: 0, top: 0, width: run.box.left, height: narrow.heightPx }, { left: run.box.left + run.box.width, top: 0, width: narrow.widthPx - run.box.left - run.box.width, height: narrow.heightPx }];
    for (const region of outside) expect(meanValue(await rgb(body, region))).toBeGreaterThan(254);
    expect(meanValue(await rgb(body, run.box))).toBeLessThan(254);
  });
});

describe('green-screen background', () => {
  const corner = { left: 20, top: 20, width: 200, height: 200 };
  const centre = { left: 1000, top: 1300, width: 400, height: 400 };

  it.each([
    ['keys out the green of a green-screen photo', 3],
    ['lays a cut-out with alpha over it', 4],
  ])('%s: the background shows around the subject, the subject stays', async (_, id) => {
    const { body } = await renderPrintFile(request({ slots: [slot({ photo: photo(id, 800, 1000) })], backgroundId: 10 }), sources);
    const [r, g, b] = meanColour(await rgb(body, corner));
    expect([r, g, b].map(Math.round)).toEqual([expect.closeTo(0xc0, -1), expect.closeTo(0x20, -1), expect.closeTo(0x30, -1)]);
    const [sr, sg, sb] = meanColour(await rgb(body, centre));
    expect([sr, sg, sb].map(Math.round)).toEqual([expect.closeTo(0xd8, -1), expect.closeTo(0xa9, -1), expect.closeTo(0x85, -1)]);
  });

  it.each([
    ['a photo smaller than the print (keyed before it is enlarged)', 6, 1],
    ['a photo larger than the print (keyed after it is reduced)', 7, 4],
  ])('%s: green replaced, subject kept, a half-green edge blended with its green spill taken off', async (_, id, scale) => {
    const { body } = await renderPrintFile(request({ slots: [slot({ photo: photo(id, 800 * scale, 1000 * scale) })], backgroundId: 10 }), sources);
    const [r, g, b] = meanColour(await rgb(body, corner));
    expect([r, g, b].map(Math.round)).toEqual([expect.closeTo(0xc0, -1), expect.closeTo(0x20, -1), expect.closeTo(0x30, -1)]);
    const [sr, sg, sb] = meanColour(await rgb(body, centre));
    expect([sr, sg, sb].map(Math.round)).toEqual([expect.closeTo(0xd8, -1), expect.closeTo(0xa9, -1), expect.closeTo(0x85, -1)]);
    // Green 40 over red and blue keeps (72 − 40) / 48 = two thirds of the subject, its green lowered to red's:
    // ⅔ × (120, 120, 110) + ⅓ × the background (192, 32, 48) = (144, 91, 89).
    const [er, eg, eb] = meanColour(await rgb(body, { left: 1750, top: 300, width: 450, height: 400 }));
    expect([er, eg, eb].map(Math.round)).toEqual([expect.closeTo(144, -1), expect.closeTo(91, -1), expect.closeTo(89, -1)]);
  });

  it("replaces the whole backdrop of the demo's green-screen pose, and keeps the child's face", async () => {
    const { body } = await renderPrintFile(request({ slots: [slot({ photo: photo(5) })], backgroundId: 10 }), sources);
    for (const region of [corner, { left: 2180, top: 20, width: 200, height: 200 }, { left: 20, top: 1500, width: 200, height: 200 }]) {
      const [r, g, b] = meanColour(await rgb(body, region));
      expect([r, g, b].map(Math.round)).toEqual([expect.closeTo(0xc0, -1), expect.closeTo(0x20, -1), expect.closeTo(0x30, -1)]);
    }
    // The generated face is a disc of #d8a985 around (50 %, 40 %) of the photo.
    const [r, g, b] = meanColour(await rgb(body, { left: 1100, top: 1100, width: 200, height: 200 }));
    expect([r, g, b].map(Math.round)).toEqual([expect.closeTo(0xd8, -1), expect.closeTo(0xa9, -1), expect.closeTo(0x85, -1)]);
  });

  it('leaves a photo without green as it is', async () => {
    const [over, plain] = await Promise.all([renderPrintFile(request({ backgroundId: 10 }), sources), renderPrintFile(request(), sources)]);
    expect(await meanAbsoluteDifference(await rgb(over.body), await rgb(plain.body))).toBeLessThan(PIXEL_THRESHOLD);
  });

  it('puts a cut-out without a background on paper', async () => {
    const { body } = await renderPrintFile(request({ slots: [slot({ photo: photo(4, 800, 1000) })] }), sources);
    expect(meanValue(await rgb(body, corner))).toBeGreaterThan(254);
  });
});

describe('an empty slot', () => {
  it('is paper, with the text still lettered', async () => {
    const { body, description } = await renderPrintFile(request({ slots: [slot({ photo: null })], texts: [{ name: 'Name', value: 'Ava' }] }), sources);
    expect(meanValue(await rgb(body, { left: 0, top: 0, width: 2400, height: 2000 }))).toBeGreaterThan(254);
    expect(meanValue(await rgb(body, description.slots[0]!.texts[0]!.box))).toBeLessThan(250);
  });
});
