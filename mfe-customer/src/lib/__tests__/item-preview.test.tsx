import { fireEvent, render, screen } from '@testing-library/react';
import type { PrintPreviewInput } from '@shutterday/domain';
import { ItemPreview } from '../item-preview';

const input: PrintPreviewInput = { packageItemId: 10, photos: [{ imageUrl: '/api/customer/images/2/thumbnail?e=1999999999&s=abc', crop: null, rotation: 0 }], texts: ['Ava J'] };
const figure = () => screen.getByRole('figure');

describe('ItemPreview', () => {
  it('gives the image the whole box before it loads, and drops the placeholder once it has', () => {
    render(<ItemPreview jobId={11} input={input} itemName="8x10" size={120} />);
    const image = screen.getByRole('img', { name: 'Preview of the 8x10 as it will print' });
    // The size is the image's own (attributes the browser lays out with before a byte arrives), not the photo's.
    expect(image).toHaveAttribute('width', '118');
    expect(image).toHaveAttribute('height', '118');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(figure()).toHaveStyle({ width: '120px', height: '120px' });
    expect(figure()).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Drawing the preview…')).toBeInTheDocument();
    fireEvent.load(image);
    expect(screen.queryByText('Drawing the preview…')).not.toBeInTheDocument();
    expect(figure()).not.toHaveAttribute('aria-busy');
  });

  it("offers the 120 px box images of its own width at the screen's pixel ratio, never the 320 px one", () => {
    render(<ItemPreview jobId={11} input={input} itemName="8x10" size={120} />);
    const image = screen.getByRole('img');
    // The browser takes the smallest that covers the 118 px inside the border: 120 at 1×, 240 at 2×, 360 at 3×.
    expect(image).toHaveAttribute('sizes', '118px');
    const offered = image.getAttribute('srcset')!.split(', ').map((candidate) => [new URLSearchParams(candidate.split(' ')[0]!.split('?')[1]).get('w'), candidate.split(' ')[1]]);
    expect(offered).toEqual([['120', '120w'], ['240', '240w'], ['320', '320w'], ['360', '360w'], ['640', '640w']]);
    // Without srcset: twice the box.
    expect(new URLSearchParams(image.getAttribute('src')!.split('?')[1]).get('w')).toBe('240');
    expect(image).not.toHaveAttribute('fetchpriority');
  });

  it('asks for the first preview of a page before the other images', () => {
    render(<ItemPreview jobId={11} input={input} itemName="8x10" size={120} first />);
    expect(screen.getByRole('img')).toHaveAttribute('fetchpriority', 'high');
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'eager');
  });

  it('shows the whole print at its own shape once drawn, its name band included: an 8x10 upright, a turned one across', () => {
    const view = render(<ItemPreview jobId={11} input={input} itemName="8x10" size={200} />);
    const image = screen.getByRole('img');
    const drawn = (width: number, height: number) => {
      Object.defineProperty(image, 'naturalWidth', { value: width, configurable: true });
      Object.defineProperty(image, 'naturalHeight', { value: height, configurable: true });
      fireEvent.load(image);
    };
    drawn(512, 640);
    // Inside the 198 px within the border, at 8 : 10 — not 198 × 248 in a 198 box, which cut the bottom fifth.
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['158', '198']);
    expect(figure()).toHaveStyle({ width: '200px', height: '200px' });
    view.rerender(<ItemPreview jobId={11} input={{ ...input, photos: [{ ...input.photos[0]!, rotation: 90 }] }} itemName="8x10" size={200} />);
    drawn(640, 512);
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['198', '158']);
  });

  it('says so in the same box when the preview cannot be drawn', () => {
    const view = render(<ItemPreview jobId={11} input={input} itemName="8x10" size={120} eager />);
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'eager');
    fireEvent.error(screen.getByRole('img'));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText('No preview')).toBeInTheDocument();
    expect(figure()).toHaveStyle({ width: '120px', height: '120px' });
    // An item with nothing to draw: "No preview" at once, never an endless "drawing".
    view.rerender(<ItemPreview jobId={11} input={null} itemName="8x10" size={120} />);
    expect(screen.getByText('No preview')).toBeInTheDocument();
  });
});
