import { join } from 'node:path';
import type { PrintTextRun } from '@shutterday/domain/staff';
import sharp, { type OverlayOptions } from 'sharp';
import { serverRoot } from '../../../server-root';

/**
 * The one font prints are lettered in, committed with its licence (fonts/LICENSE-DejaVu.txt) and handed
 * to Pango as a file: the text looks the same on every machine, including one without any fonts.
 */
export const PRINT_FONT_FILE = join(serverRoot, 'src/modules/fulfilment/render/fonts/DejaVuSans-Bold.ttf');
export const PRINT_FONT = 'DejaVu Sans Bold';

const escapeMarkup = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

interface Lettering {
  data: Buffer;
  width: number;
  height: number;
}

/**
 * One line of text as RGBA, no wider than `maxWidth` (a line that comes out wider than the description
 * foresaw is scaled down to fit), turned as the run says.
 */
async function letter(run: PrintTextRun): Promise<Lettering> {
  const upright = run.rotate === 90 ? { width: run.box.height, height: run.box.width } : { width: run.box.width, height: run.box.height };
  const drawn = await sharp({
    text: { text: `<span foreground="${run.colour}">${escapeMarkup(run.text)}</span>`, font: `${PRINT_FONT} ${run.fontSizePx}px`, fontfile: PRINT_FONT_FILE, rgba: true, dpi: 72 },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
  let pipeline = sharp(drawn.data);
  if (drawn.info.width > upright.width || drawn.info.height > upright.height) {
    pipeline = sharp(await pipeline.resize(upright.width, upright.height, { fit: 'inside', withoutEnlargement: true }).png().toBuffer());
  }
  if (run.rotate === 90) pipeline = pipeline.rotate(90);
  const { data, info } = await pipeline.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** The text runs as layers to composite, each centred in its box; a line repeated (wallets) is lettered once. */
export async function textLayers(runs: readonly PrintTextRun[]): Promise<OverlayOptions[]> {
  const made = new Map<string, Promise<Lettering>>();
  return Promise.all(
    runs.map(async (run) => {
      const key = JSON.stringify([run.text, run.fontSizePx, run.rotate, run.colour, run.box.width, run.box.height]);
      let lettering = made.get(key);
      if (!lettering) made.set(key, (lettering = letter(run)));
      const { data, width, height } = await lettering;
      return {
        input: data,
        raw: { width, height, channels: 4 as const },
        left: run.box.left + Math.floor((run.box.width - width) / 2),
        top: run.box.top + Math.floor((run.box.height - height) / 2),
      };
    }),
  );
}
