import { productsResource } from '@shutterday/api-client/staff';
import { PlatformProviders } from '@shutterday/ui';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EMPTY_CATALOG_ITEM, toCatalogItemInput, type CatalogItemFormValues } from '../catalog-item-form-values';
import { CatalogItemForm } from '../components/catalog-item-form';

jest.mock('@shutterday/api-client/staff', () => ({ ...jest.requireActual('@shutterday/api-client/staff'), productsResource: { useList: jest.fn() } }));

// jsdom has no MessageChannel; antd's Select (rc-select) schedules its open/close through one.
class TimeoutChannel {
  port1: { onmessage: ((event: unknown) => void) | null } = { onmessage: null };
  port2 = { postMessage: () => void setTimeout(() => this.port1.onmessage?.({})) };
}
beforeAll(() => {
  Object.assign(globalThis, { MessageChannel: TimeoutChannel });
});

jest.setTimeout(60_000);

beforeEach(() => {
  jest.mocked(productsResource.useList).mockReturnValue({
    data: { resultItems: [{ id: 1, code: '8x10', name: '8x10 print', digital: false }, { id: 2, code: 'SingleDigDown', name: 'Single Digital Download', digital: true }] },
    isPending: false,
  } as never);
});

test('makes an item of a printed product with a photo place in spec §3 coordinates, drawn as it is typed, with tags', async () => {
  const user = userEvent.setup();
  const onSubmit = jest.fn().mockResolvedValue({});
  render(
    <PlatformProviders>
      <CatalogItemForm values={EMPTY_CATALOG_ITEM} onSubmit={onSubmit} />
    </PlatformProviders>,
  );
  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Team photo');
  await user.click(screen.getByRole('combobox', { name: 'Product (its size)' }));
  // A digital download has no print to lay out: only printed products are offered.
  expect(screen.queryByTitle('Single Digital Download')).not.toBeInTheDocument();
  await user.click(await screen.findByTitle('8x10 print'));
  expect(screen.getByRole('img', { name: 'Layout of the print: 8 × 10 in, one print; one photo' })).toBeInTheDocument();

  // The help speaks of the print, not of the format's separators.
  expect(screen.getByText(/Four numbers in % of the print: from the left, from the top, width and height/)).toBeInTheDocument();
  expect(screen.queryByText(/~/)).not.toBeInTheDocument();
  await user.type(screen.getByRole('textbox', { name: 'Usual place of the photos' }), '30 0 80 50');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText(/inside the print/)).toBeInTheDocument();
  expect(onSubmit).not.toHaveBeenCalled();

  await user.clear(screen.getByRole('textbox', { name: 'Usual place of the photos' }));
  await user.type(screen.getByRole('textbox', { name: 'Usual place of the photos' }), '0 0 100 75');
  await user.click(screen.getByRole('button', { name: 'Add a text' }));
  await user.type(screen.getByRole('combobox', { name: 'Tags' }), 'Team,sport,');
  expect(screen.getByRole('img', { name: 'Layout of the print: 8 × 10 in, one print; one photo, text: Name' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(onSubmit).toHaveBeenCalled());
  const values = onSubmit.mock.calls[0]![0] as CatalogItemFormValues;
  expect(toCatalogItemInput(values)).toEqual({
    name: 'Team photo', productCode: '8x10', positionCoords: '0 0 100 75', photos: [{ name: 'Photo 1', positionCoords: null }], texts: [{ name: 'Name', dataSource: 'fullName' }], tags: ['sport', 'team'],
  });
});
