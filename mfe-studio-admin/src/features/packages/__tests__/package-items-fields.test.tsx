import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { PackageItemsFields } from '../components/package-items-fields';
import { EMPTY_PACKAGE, type PackageFormValues } from '../package-form-values';

// jsdom has no MessageChannel; antd's Select (rc-select) schedules its open/close through one.
class TimeoutChannel {
  port1: { onmessage: ((event: unknown) => void) | null } = { onmessage: null };
  port2 = { postMessage: () => void setTimeout(() => this.port1.onmessage?.({})) };
}
beforeAll(() => {
  Object.assign(globalThis, { MessageChannel: TimeoutChannel });
});

const products = [
  { id: 1, code: '8x10', name: '8x10 print', digital: false },
  { id: 2, code: 'SingleDigDown', name: 'Single Digital Download', digital: true },
];

let latest: PackageFormValues | undefined;
function Harness() {
  const form = useForm<PackageFormValues>({ defaultValues: EMPTY_PACKAGE });
  latest = form.watch();
  return <PackageItemsFields form={form} products={products} />;
}

describe('PackageItemsFields', () => {
  it('adds and removes items, and names an item after the product picked for it', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.queryByRole('button', { name: 'Remove item 1' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add an item' }));
    expect(screen.getByText('Item 2')).toBeInTheDocument();

    await user.click(screen.getAllByRole('combobox', { name: 'Product' })[0]!);
    await user.click(await screen.findByTitle('Single Digital Download (SingleDigDown)'));
    expect(latest?.items[0]).toMatchObject({ productCode: 'SingleDigDown', name: 'Single Digital Download' });

    await user.click(screen.getByRole('button', { name: 'Remove item 2' }));
    expect(screen.queryByText('Item 2')).not.toBeInTheDocument();
    expect(latest?.items).toHaveLength(1);
  }, 30_000);
});
