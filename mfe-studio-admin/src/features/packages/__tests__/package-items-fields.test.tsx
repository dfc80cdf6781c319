import { valibotResolver } from '@hookform/resolvers/valibot';
import { PRINT_ITEM_NEEDS_PHOTO } from '@shutterday/domain/staff';
import { PlatformProviders } from '@shutterday/ui';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { PackageItemsFields } from '../components/package-items-fields';
import { EMPTY_PACKAGE, PackageFormSchema, type PackageFormValues } from '../package-form-values';

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
  { id: 3, code: 'BFs', name: 'Wallets (8 per sheet)', digital: false },
];

const catalogItems = [
  { id: 9, name: 'Wallets with name', productCode: 'BFs', positionCoords: '5 5 90 90', photos: [{ name: 'Portrait', positionCoords: null }], texts: [{ name: 'Name', dataSource: 'fullName' }], tags: ['name', 'wallet'], version: 1 },
];

let latest: PackageFormValues | undefined;
function Harness() {
  const form = useForm<PackageFormValues>({ defaultValues: EMPTY_PACKAGE });
  latest = form.watch();
  return (
    <PlatformProviders>
      <PackageItemsFields form={form} products={products} catalogItems={catalogItems} />
    </PlatformProviders>
  );
}

/** The fields under the form's own schema, checked on demand as a submit would. */
function CheckedHarness() {
  const form = useForm<PackageFormValues>({ defaultValues: EMPTY_PACKAGE, resolver: valibotResolver(PackageFormSchema) as never });
  return (
    <PlatformProviders>
      <PackageItemsFields form={form} products={products} catalogItems={catalogItems} />
      <button type="button" onClick={() => void form.trigger('items')}>
        Check
      </button>
    </PlatformProviders>
  );
}

describe('PackageItemsFields', () => {
  it('says where the photos are chosen that a print without a photo cannot be saved', async () => {
    const user = userEvent.setup();
    render(<CheckedHarness />);
    await user.click(screen.getByRole('combobox', { name: 'Product' }));
    await user.click(await screen.findByTitle('8x10 print'));
    await user.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PRINT_ITEM_NEEDS_PHOTO);
  }, 30_000);

  it('adds and removes items, and names an item after the product picked for it', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.queryByRole('button', { name: 'Remove item 1' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add an item' }));
    expect(screen.getByText('Item 2')).toBeInTheDocument();

    await user.click(screen.getAllByRole('combobox', { name: 'Product' })[0]!);
    await user.click(await screen.findByTitle('Single Digital Download'));
    expect(latest?.items[0]).toMatchObject({ productCode: 'SingleDigDown', name: 'Single Digital Download' });

    expect(screen.getByText("One of the child's photos: the parent chooses which one this download delivers.")).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove item 2' }));
    expect(screen.queryByText('Item 2')).not.toBeInTheDocument();
    expect(latest?.items).toHaveLength(1);
  }, 30_000);

  it('speaks of photos and texts on the print, places a photo in % of the print and draws the layout as it is typed', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.queryByText(/node/i)).not.toBeInTheDocument();
    expect(screen.getByText('Pick a product to see its print.')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Product' }));
    await user.click(await screen.findByTitle('Wallets (8 per sheet)'));
    expect(screen.getByRole('img', { name: 'Layout of the print: 8 × 10 in, 8 prints per sheet; one photo' })).toBeInTheDocument();
    // A print starts with the child's photo: nothing blank can be built by picking a product.
    expect(latest?.items[0]?.photos).toMatchObject([{ holds: 'child' }]);
    expect(screen.getByRole('combobox', { name: 'Photo 1: what goes here' })).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: /^Photo 1: place on the print/ }));
    await user.clear(screen.getByRole('textbox', { name: 'From the left (%)' }));
    await user.type(screen.getByRole('textbox', { name: 'From the left (%)' }), '10');
    await user.clear(screen.getByRole('textbox', { name: 'Width (%)' }));
    await user.type(screen.getByRole('textbox', { name: 'Width (%)' }), '80');
    expect(latest?.items[0]?.photos[0]?.area).toEqual({ whole: false, left: '10', top: '0', width: '80', height: '100' });

    await user.click(screen.getByRole('button', { name: 'Add a text' }));
    await user.click(screen.getByRole('combobox', { name: 'Text 1: says' }));
    await user.click(await screen.findByTitle("A data field of the child's record"));
    await user.type(screen.getByRole('textbox', { name: 'Text 1: data field' }), 'Teacher');
    expect(latest?.items[0]?.texts[0]).toMatchObject({ name: 'Name', source: 'field', field: 'Teacher' });
    const drawing = screen.getByRole('img', { name: 'Layout of the print: 8 × 10 in, 8 prints per sheet; one photo, text: Name' });
    expect(within(drawing).getAllByText("Child's photo")).toHaveLength(8);
  }, 60_000);

  it('starts an item from a catalogue item, found by its tag: product, name, places and texts filled in', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(screen.getByRole('combobox', { name: 'Start from a catalogue item (optional)' }), 'wallet');
    await user.click(await screen.findByTitle('Wallets with name — Wallets (8 per sheet) · name, wallet'));
    expect(latest?.items[0]).toMatchObject({
      productCode: 'BFs', name: 'Wallets with name', quantity: '1',
      area: { whole: false, left: '5', top: '5', width: '90', height: '90' },
      photos: [{ holds: 'child', area: { whole: true } }],
      texts: [{ name: 'Name', source: 'fullName' }],
    });
    expect(screen.getByRole('img', { name: 'Layout of the print: 8 × 10 in, 8 prints per sheet; one photo, text: Name' })).toBeInTheDocument();
  }, 60_000);
});
