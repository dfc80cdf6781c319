import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import CropDialog from '../components/crop-dialog';

/**
 * cropperjs as the browser runs it for a photo it already holds (a second opening): `$ready` resolves at once
 * (the image is `complete`), while cropperjs's own load handler sizes and centres the photo only when the
 * image's load event comes, a task later. The canvas is 358 × 480; the photo, 358 × 447.5 once centred, sits
 * 16.25 px down; before that it is at the top.
 */
const PHOTO = { left: 0, width: 358, height: 447.5 };
let photoTop = 0;
let photo: HTMLImageElement;
let selection: EventTarget & { x: number; y: number; width: number; height: number; $change: (x: number, y: number, w: number, h: number) => void };

jest.mock('cropperjs', () => ({
  __esModule: true,
  default: class {
    canvas = { getBoundingClientRect: () => ({ left: 0, top: 0, width: 358, height: 480 }) };
    image: object;
    constructor() {
      photo = document.createElement('img');
      photoTop = 0;
      // cropperjs's load handler, registered when its elements connect: it centres the photo.
      photo.addEventListener('load', () => {
        photoTop = 16.25;
      });
      this.image = {
        $image: photo,
        $ready: () => Promise.resolve(photo),
        $rotate: () => undefined,
        getBoundingClientRect: () => ({ ...PHOTO, top: photoTop }),
      };
      const target = new EventTarget();
      selection = Object.assign(target, {
        x: 0, y: 0, width: 0, height: 0,
        $change(x: number, y: number, width: number, height: number) {
          if (!target.dispatchEvent(new CustomEvent('change', { detail: { x, y, width, height }, cancelable: true }))) return;
          Object.assign(selection, { x, y, width, height });
        },
      });
    }
    getCropperCanvas = () => this.canvas;
    getCropperImage = () => this.image;
    getCropperSelection = () => selection;
    destroy = () => undefined;
  },
}));

const crop = { cropX: 90, cropY: 90, xMid: 50, yMid: 48 };

async function openCropper(onSave: jest.Mock) {
  render(<CropDialog itemName="8x10" imageUrl="/photo.jpg" aspectRatio={0.8} crop={crop} rotation={0} onSave={onSave} onClose={() => undefined} />);
  await act(async () => {
    await Promise.resolve();
    photo.dispatchEvent(new Event('load'));
  });
  const save = screen.getByRole('button', { name: 'Save crop' });
  await waitFor(() => expect(save).toBeEnabled());
  return save;
}

describe('the crop dialog', () => {
  it('places the saved frame on the photo where it lies once laid out, and saving it untouched changes nothing', async () => {
    const onSave = jest.fn();
    const save = await openCropper(onSave);
    // The frame's centre is 48 % down the centred photo, not 48 % down where the photo was before it was centred.
    expect(selection.y + selection.height / 2).toBeCloseTo(16.25 + 0.48 * 447.5, 5);
    fireEvent.click(save);
    expect(onSave).toHaveBeenCalledWith(crop, 0);
  });

  it('saves the frame the parent moved', async () => {
    const onSave = jest.fn();
    const save = await openCropper(onSave);
    act(() => selection.$change(selection.x, selection.y + 22.375, selection.width, selection.height));
    fireEvent.click(save);
    expect(onSave).toHaveBeenCalledWith({ ...crop, yMid: 53 }, 0);
  });
});
