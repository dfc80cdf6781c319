import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cartDetails, cartLine, pkg } from '../../../test-support/fixtures';
import { PackageList } from '../components/package-list';

const packages = [
  pkg(1, 'Package A'),
  pkg(2, 'Extra 5x7', { id: 1, packageId: 2, type: 'addon_standard', requiredMinPrice: null, requiresStandard: true }, 1200),
  pkg(3, 'Bonus Wallets', { id: 2, packageId: 3, type: 'addon_price', requiredMinPrice: 4000, requiresStandard: true }, 900),
];

describe('PackageList', () => {
  it('offers standard packages first and no add-on to an empty cart', () => {
    render(<PackageList packages={packages} cart={cartDetails()} orderMethod="Prepay" onChoose={jest.fn()} />);
    expect(within(screen.getByRole('region', { name: 'Packages' })).getByRole('button', { name: 'Choose Package A' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Choose Extra 5x7' })).not.toBeInTheDocument();
    expect(screen.getByText('Add-ons open once a package is in your cart.')).toBeInTheDocument();
  });

  it('offers an add-on once a standard is in the cart, and a price add-on only above its minimum', async () => {
    const onChoose = jest.fn();
    render(<PackageList packages={packages} cart={cartDetails({ cartPackages: [cartLine(7, 1)] })} orderMethod="Prepay" onChoose={onChoose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Choose Extra 5x7' }));
    expect(onChoose).toHaveBeenCalledWith(packages[1]);
    // $35 in the cart is below the $40 the bonus needs.
    expect(screen.queryByRole('button', { name: 'Choose Bonus Wallets' })).not.toBeInTheDocument();
  });
});
