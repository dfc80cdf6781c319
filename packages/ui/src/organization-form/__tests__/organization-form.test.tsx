import { useOrganizationNameCheck } from '@shutterday/api-client/staff';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ORGANIZATION_NAME_TAKEN_MESSAGE } from '@shutterday/domain';
import { CONTACT_NEEDS_ADDRESS } from '@shutterday/domain/staff';
import { PlatformProviders } from '../../platform-providers/platform-providers';
import { OrganizationForm } from '../organization-form';

jest.mock('@shutterday/api-client/staff', () => ({ ...jest.requireActual('@shutterday/api-client/staff'), useOrganizationNameCheck: jest.fn() }));

const nameCheck = (name: string) => ({ data: name.toLowerCase() === 'lincoln elementary' ? { valid: false, message: ORGANIZATION_NAME_TAKEN_MESSAGE } : { valid: true, message: null } });

// A whole form typed key by key: more than jest's default 5 s on a busy machine.
jest.setTimeout(30_000);

beforeEach(() => {
  jest.mocked(useOrganizationNameCheck).mockImplementation(((_studioId: number, name: string) => nameCheck(name)) as never);
});

function setup(onSubmit = jest.fn().mockResolvedValue({ id: 9 })) {
  render(
    <PlatformProviders>
      <OrganizationForm studioId={1} onSubmit={onSubmit} submitLabel="Create organization" />
    </PlatformProviders>,
  );
  return onSubmit;
}

test('says as you type that a name is taken (spec §5)', async () => {
  setup();
  await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Lincoln Elementary');
  expect(await screen.findByText(ORGANIZATION_NAME_TAKEN_MESSAGE)).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('button', { name: 'Create organization' })).toBeDisabled());
  await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), ' North');
  await waitFor(() => expect(screen.getByRole('button', { name: 'Create organization' })).toBeEnabled());
});

test('creates a school with its contact', async () => {
  const onSubmit = setup();
  await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Maple High');
  await userEvent.type(screen.getByRole('textbox', { name: 'Contact name' }), 'Pat Principal');
  await userEvent.type(screen.getByRole('textbox', { name: 'Address line 1' }), '12 Maple Road');
  await userEvent.type(screen.getByRole('textbox', { name: 'City' }), 'Springfield');
  await userEvent.click(screen.getByRole('button', { name: 'Create organization' }));
  await waitFor(() => expect(onSubmit).toHaveBeenCalled());
  expect(onSubmit.mock.calls[0][0]).toMatchObject({
    name: 'Maple High',
    type: 'school',
    contact: { name: 'Pat Principal', address: { line1: '12 Maple Road', city: 'Springfield' } },
  });
  expect(await screen.findByText('Organization created')).toBeInTheDocument();
});

test('says at submit that a contact typed without an address would not be kept, and saves once an address is there (spec §5)', async () => {
  const onSubmit = setup();
  await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Maple High');
  await userEvent.type(screen.getByRole('textbox', { name: 'Contact e-mail' }), 'office@maple.test');
  await userEvent.click(screen.getByRole('button', { name: 'Create organization' }));
  expect(await screen.findByText(CONTACT_NEEDS_ADDRESS)).toBeInTheDocument();
  expect(onSubmit).not.toHaveBeenCalled();
  await userEvent.type(screen.getByRole('textbox', { name: 'Address line 1' }), '12 Maple Road');
  await userEvent.click(screen.getByRole('button', { name: 'Create organization' }));
  await waitFor(() => expect(onSubmit).toHaveBeenCalled());
  expect(onSubmit.mock.calls[0][0]).toMatchObject({ contact: { email: 'office@maple.test', address: { line1: '12 Maple Road' } } });
});
