import sharp from 'sharp';
import { findQrCode } from '../../services/images/capture';
import { PREVIEW_WIDTH } from '../../services/images/derivatives';
import { cameraShot } from '../photos';

/** The preview-sized copy the photo queue searches for a camera card (`makeDerivatives`). */
async function searched(shot: Buffer) {
  const { data, info } = await sharp(shot).resize({ width: PREVIEW_WIDTH }).raw().toBuffer({ resolveWithObject: true });
  return findQrCode(data, info);
}

/** How many pixels of the frame's left half are as light as the printed card (the backdrop is darker). */
async function cardPixelsOnTheLeft(shot: Buffer): Promise<number> {
  const { data, info } = await sharp(shot).resize({ width: 300 }).raw().toBuffer({ resolveWithObject: true });
  let light = 0;
  for (let y = 0; y < info.height; y += 1) {
    for (let x = 0; x < info.width / 2; x += 1) {
      const at = (y * info.width + x) * info.channels;
      if (data[at]! > 220 && data[at + 1]! > 220 && data[at + 2]! > 210) light += 1;
    }
  }
  return light;
}

// The picture-day tests and journey stand on these shots being what a camera takes: one card, whole, where
// it is held, its code as printed.
it('draws one card held in the frame, its code read at every tilt a hand gives it, a thumbed code seen but not read', async () => {
  for (const angle of [-20, -8, 5, 12, 23, 30]) {
    const shot = await cameraShot({ qr: 'SD1:1234:56789', angle, hue: angle + 40 });
    expect({ angle, found: await searched(shot) }).toEqual({ angle, found: { text: 'SD1:1234:56789' } });
    expect(await cardPixelsOnTheLeft(shot)).toBe(0);
  }
  // A smaller frame (the browser journey's) keeps the card a tenth of its width: the same code on the copy.
  expect(await searched(await cameraShot({ qr: 'SD1:1234:56789', angle: 23 }, 1200, 800))).toEqual({ text: 'SD1:1234:56789' });
  expect(await searched(await cameraShot({ qr: 'SD1:1234:56789', angle: 12, smudged: true }))).toBe('unreadable');
  expect(await searched(await cameraShot({ hue: 7 }))).toBeNull();
});
