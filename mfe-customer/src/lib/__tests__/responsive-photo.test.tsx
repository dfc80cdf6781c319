import { render, screen } from '@testing-library/react';
import { ResponsivePhoto } from '../responsive-photo';

const thumb = '/api/customer/images/7/thumbnail?e=1795000000&s=abc';

test('a photo offers WebP in the widths the screen may need, JPEG otherwise, in a reserved box, lazily', () => {
  const { container } = render(<ResponsivePhoto src={thumb} alt="Pose 1" width={80} height={100} />);
  const img = screen.getByRole('img', { name: 'Pose 1' });
  expect(img).toHaveAttribute('src', thumb);
  expect(img).toHaveAttribute('srcset', `${thumb}&w=160&f=jpeg 160w, ${thumb}&w=320&f=jpeg 320w`);
  expect(img).toHaveAttribute('width', '80');
  expect(img).toHaveAttribute('height', '100');
  expect(img).toHaveAttribute('loading', 'lazy');
  const webp = container.querySelector('picture > source[type="image/webp"]');
  expect(webp).toHaveAttribute('srcset', `${thumb}&w=160&f=webp 160w, ${thumb}&w=320&f=webp 320w`);
  expect(webp).toHaveAttribute('sizes', '80px');
});

test('a photo above the fold loads at once; an image that is not a signed photo stays a plain img', () => {
  const { container } = render(<ResponsivePhoto src="/uploads/logo.png" alt="Logo" width={40} height={40} eager />);
  expect(screen.getByRole('img', { name: 'Logo' })).toHaveAttribute('loading', 'eager');
  expect(screen.getByRole('img', { name: 'Logo' })).not.toHaveAttribute('srcset');
  expect(container.querySelector('picture')).toBeNull();
});
