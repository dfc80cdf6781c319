import { render } from '@testing-library/react';
import { usePageTitle } from '../../page-title/page-title';
import { FIRST_PAINT_ID } from '../first-paint';

function Page({ title }: { title: string }) {
  usePageTitle(title);
  return <h1>{title}</h1>;
}

describe("the server's first paint", () => {
  afterEach(() => document.body.replaceChildren());

  it('gives way to the first page that names itself, before the screen updates', () => {
    const paint = Object.assign(document.createElement('div'), { id: FIRST_PAINT_ID });
    const root = document.createElement('div');
    document.body.append(paint, root);
    render(<Page title="Your cart" />, { container: root });
    expect(document.getElementById(FIRST_PAINT_ID)).toBeNull();
    expect(root).toHaveTextContent('Your cart');
  });

  it('is nothing to remove on a page sent without one', () => {
    expect(() => render(<Page title="Sign in" />)).not.toThrow();
    expect(document.title).toBe('Sign in - Shutterday');
  });
});
