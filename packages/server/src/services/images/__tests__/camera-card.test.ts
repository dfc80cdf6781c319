import { cameraShot, type ShotOptions } from '../../../test-support/photos';
import { makeDerivatives } from '../derivatives';

const CODE = 'SD1:4821:130577';

/** What the photo worker's step reads in a camera-like 6 MP photo: the card's text, 'unreadable' or null. */
async function read(shot: ShotOptions): Promise<string | null> {
  const { code } = await makeDerivatives(await cameraShot({ hue: 7, ...shot }), 'Demo Photo Co · PROOF', { readCode: true });
  return code === null || code === 'unreadable' ? code : code.text;
}

describe('the camera card in a photo', () => {
  it.each<[string, ShotOptions]>([
    ['held straight', { qr: CODE, angle: 0 }],
    ['tilted 30°', { qr: CODE, angle: 30 }],
    ['tilted -30°', { qr: CODE, angle: -30 }],
    ['small: its code 7 % of the frame wide', { qr: CODE, angle: 15, codeSize: 0.07 }],
    ['smaller: 4 % of the frame wide and tilted 20°, looked at again at full size where it was seen', { qr: CODE, angle: 20, codeSize: 0.04 }],
    ['in an underexposed shot', { qr: CODE, angle: 10, exposure: 0.25 }],
    ['on a phone screen', { qr: CODE, angle: 12, onScreen: true }],
    ['on a phone screen, small and tilted 30°', { qr: CODE, angle: 30, onScreen: true, codeSize: 0.05 }],
  ])('is read %s', async (_, shot) => {
    expect(await read(shot)).toBe(CODE);
  });

  it('is seen but not read under a thumb, and nothing is found in a photo without one', async () => {
    expect(await read({ qr: CODE, angle: 8, smudged: true })).toBe('unreadable');
    expect(await read({})).toBeNull();
  });
});
