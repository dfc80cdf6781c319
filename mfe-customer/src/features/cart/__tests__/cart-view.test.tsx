import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { cartDetails, cartLine, pkg } from '../../../test-support/fixtures';
import { CartView } from '../components/cart-view';

// Line 8 holds an 8x10 whose name to print was left blank (node 801).
const blankName = { ...cartLine(8, 2), cartPackageItems: pkg(8, 'Extra 5x7').items.map((item) => ({ ...item, packageItemId: item.id, frontendCropDimensions: null, imageNodes: [] })) };
const cart = cartDetails({ cartPackages: [cartLine(7, 1), blankName], incompleteCartPackageIds: [8], packageNames: { 1: 'Package A', 2: 'Extra 5x7' }, total: 7000 });

function renderCart(saving = false) {
  const handlers = { onQuantity: jest.fn(), onRemove: jest.fn(), onRemoveService: jest.fn() };
  render(
    <MemoryRouter>
      <CartView cart={cart} saving={saving} editHref={(line) => `/demo/11/edit-cart-package/${line.id}`} {...handlers} />
    </MemoryRouter>,
  );
  return handlers;
}

describe('CartView', () => {
  it('lists the lines with the total and flags the one still missing choices', () => {
    renderCart();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText(/This package still needs: the name printed on the 8x10\./)).toBeInTheDocument();
    // "Finish it" opens the package with the cursor in that very field.
    expect(screen.getByRole('link', { name: 'Finish it' })).toHaveAttribute('href', '/demo/11/edit-cart-package/8#sdc-node-text-801');
    expect(screen.getByText('$70.00')).toBeInTheDocument();
  });

  it('reports a quantity change and a removal of the line they belong to', async () => {
    const handlers = renderCart();
    await userEvent.selectOptions(screen.getAllByLabelText('Quantity')[0]!, '3');
    expect(handlers.onQuantity).toHaveBeenCalledWith(cart.cartPackages[0], 3);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Extra 5x7 for Ava Johnson' }));
    expect(handlers.onRemove).toHaveBeenCalledWith(cart.cartPackages[1]);
  });

  it("asks for each printed item's preview with the cart itself, in a box of its own size from the first render", () => {
    const printed = { ...cartLine(7, 1), cartPackageItems: pkg(1, 'Package A').items.map((item) => ({ ...item, packageItemId: item.id, frontendCropDimensions: null, imageNodes: [] })) };
    const props = { cart: cartDetails({ cartPackages: [printed], packageNames: { 1: 'Package A' } }), saving: false, editHref: () => '/edit', onQuantity: jest.fn(), onRemove: jest.fn(), onRemoveService: jest.fn() };
    render(
      <MemoryRouter>
        <CartView {...props} />
      </MemoryRouter>,
    );
    // Nothing else is waited for: the print of the line's catalogue item is asked for at once on the
    // first line (it is on the first screen), in the box it will fill, with a placeholder until it loads.
    const image = screen.getByRole('img', { name: 'Preview of the 8x10 as it will print' });
    expect(image.getAttribute('src')).toMatch(/^\/api\/customer\/jobs\/11\/print-preview\?item=10&/);
    expect(image).toHaveAttribute('loading', 'eager');
    expect(screen.getByRole('figure')).toHaveStyle({ width: '120px', height: '120px' });
    expect(screen.getByText('Drawing the preview…')).toBeInTheDocument();
    expect(screen.getAllByRole('figure')).toHaveLength(1);
  });

  it("asks for the first line's first preview before anything else, and for the lines below only as they scroll near", () => {
    const printed = (id: number) => ({ ...cartLine(id, 1), cartPackageItems: pkg(1, 'Package A').items.map((item) => ({ ...item, id: item.id * 100 + id, packageItemId: item.id, frontendCropDimensions: null, imageNodes: [] })) });
    const props = { cart: cartDetails({ cartPackages: [printed(7), printed(8)], packageNames: { 1: 'Package A' } }), saving: false, editHref: () => '/edit', onQuantity: jest.fn(), onRemove: jest.fn(), onRemoveService: jest.fn() };
    render(
      <MemoryRouter>
        <CartView {...props} />
      </MemoryRouter>,
    );
    const [first, second] = screen.getAllByRole('img', { name: 'Preview of the 8x10 as it will print' });
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).toHaveAttribute('loading', 'eager');
    expect(second).not.toHaveAttribute('fetchpriority');
    expect(second).toHaveAttribute('loading', 'lazy');
  });

  it('locks the controls while the cart is saving', () => {
    renderCart(true);
    expect(screen.getByRole('button', { name: 'Remove Package A for Ava Johnson' })).toBeDisabled();
    expect(screen.getAllByLabelText('Quantity')[0]).toBeDisabled();
  });
});
