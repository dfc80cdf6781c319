import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { studio } from '../../test-support/fixtures';
import { StudioHeader } from '../../features/studio/components/studio-header';
import { CartLink } from '../../features/ordering/components/cart-link';

const header = (count: number) =>
  render(
    <MemoryRouter>
      <StudioHeader studio={studio} homeHref="/demo" cart={<CartLink href="/demo/11/cart" count={count} />} />
    </MemoryRouter>,
  );

describe('the cart in the customer header', () => {
  it('is one tap away, named with its count', () => {
    header(2);
    const link = screen.getByRole('link', { name: 'Cart 2 items' });
    expect(link).toHaveAttribute('href', '/demo/11/cart');
    expect(link).toHaveTextContent('2');
  });

  it('says "1 item" for one', () => {
    header(1);
    expect(screen.getByRole('link', { name: 'Cart 1 item' })).toBeInTheDocument();
  });
});
