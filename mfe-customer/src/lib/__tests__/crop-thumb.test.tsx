import { render, screen } from '@testing-library/react';
import { CropThumb } from '../crop-thumb';

describe('CropThumb (the options page shows the crop)', () => {
  it('shows only the cropped part of the photo, scaled to fill the box', () => {
    render(<CropThumb src="/t/2" crop={{ cropX: 50, cropY: 40, xMid: 25, yMid: 20 }} rotation={0} size={{ width: 800, height: 1000 }} alt="The 8x10 as cropped" />);
    const box = screen.getByRole('img', { name: 'The 8x10 as cropped' });
    const photo = box.firstElementChild as HTMLElement;
    // Half the width and 40 % of the height, from the top left corner: the photo is twice the box, at 0, 0.
    expect(photo.style.width).toBe('200%');
    expect(photo.style.left).toBe('0%');
    expect(photo.style.top).toBe('0%');
    expect(box.style.aspectRatio).toBe(String((50 * 800) / (40 * 1000)));
  });

  it('a quarter turn measures the crop on the turned photo', () => {
    render(<CropThumb src="/t/2" crop={{ cropX: 100, cropY: 100, xMid: 50, yMid: 50 }} rotation={90} size={{ width: 800, height: 1000 }} alt="Turned" />);
    const box = screen.getByRole('img', { name: 'Turned' });
    expect(box.style.aspectRatio).toBe(String(1000 / 800));
    expect((box.querySelector('img') as HTMLElement).style.transform).toContain('rotate(90deg)');
  });
});
