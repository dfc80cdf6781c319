import { act, render, screen } from '@testing-library/react';
import { LivePreview } from '../live-preview';

/** The previews the component asked the browser for, each loadable or failable by the test. */
const requested: Array<{ src: string; onload: (() => void) | null; onerror: (() => void) | null }> = [];
const RealImage = window.Image;

beforeEach(() => {
  requested.length = 0;
  jest.useFakeTimers();
  window.Image = class {
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    set src(value: string) {
      requested.push(this as never);
      (this as unknown as { url: string }).url = value;
    }
    get src() {
      return (this as unknown as { url: string }).url;
    }
  } as never;
});
afterEach(() => {
  window.Image = RealImage;
  jest.useRealTimers();
});

const load = (index: number) => act(() => requested[index]!.onload!());
const urlOf = (index: number) => (requested[index] as unknown as { url: string }).url;

describe('LivePreview', () => {
  it('keeps the previous print on screen while the next one loads, and asks only once the choices stop changing', () => {
    const view = render(<LivePreview src="/preview?crop=1" alt="Preview of the 8x10" />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText('Drawing the preview…')).toBeInTheDocument();
    load(0);
    expect(screen.getByRole('img', { name: 'Preview of the 8x10' })).toHaveAttribute('src', '/preview?crop=1');

    view.rerender(<LivePreview src="/preview?crop=2" alt="Preview of the 8x10" />);
    view.rerender(<LivePreview src="/preview?crop=3" alt="Preview of the 8x10" />);
    act(() => jest.advanceTimersByTime(300));
    // Only the last of the quick changes is drawn; the first print stays until it is there.
    expect(requested.map((_, i) => urlOf(i))).toEqual(['/preview?crop=1', '/preview?crop=3']);
    expect(screen.getByRole('img')).toHaveAttribute('src', '/preview?crop=1');
    expect(screen.getByRole('figure')).toHaveAttribute('aria-busy', 'true');
    load(1);
    expect(screen.getByRole('img')).toHaveAttribute('src', '/preview?crop=3');
    expect(screen.getByRole('figure')).not.toHaveAttribute('aria-busy');
  });

  it('shows the whole print at its own shape, never stretched to the square box', () => {
    render(<LivePreview src="/preview?item=1" alt="Preview of the 8x10" size={200} />);
    Object.assign(requested[0]!, { naturalWidth: 512, naturalHeight: 640 });
    load(0);
    const image = screen.getByRole('img', { name: 'Preview of the 8x10' });
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['158', '198']);
  });

  it('a preview that cannot be drawn keeps the last good one and says so', () => {
    const view = render(<LivePreview src="/a" alt="Preview" />);
    load(0);
    view.rerender(<LivePreview src="/b" alt="Preview" />);
    act(() => jest.advanceTimersByTime(300));
    act(() => requested[1]!.onerror!());
    expect(screen.getByRole('img')).toHaveAttribute('src', '/a');
    expect(screen.getByText('The newest preview could not be drawn')).toBeInTheDocument();
  });
});
