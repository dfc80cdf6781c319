import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@shutterday/api-client';
import { organizationsResource, useOrganizationNameCheck } from '@shutterday/api-client/staff';
import { STALE_RECORD_MESSAGE } from '@shutterday/domain';
import { PlatformProviders } from '@shutterday/ui';
import { MemoryRouter } from 'react-router';
import { organization } from '@shutterday/domain/test-support';
import { OrganizationEditor } from '../components/organization-editor';

jest.mock('@shutterday/api-client/staff', () => ({ ...jest.requireActual('@shutterday/api-client/staff'), useOrganizationNameCheck: jest.fn() }));
jest.setTimeout(30_000);

const mutateAsync = jest.fn();
beforeEach(() => {
  mutateAsync.mockReset().mockResolvedValue(organization);
  jest.mocked(useOrganizationNameCheck).mockReturnValue({ data: { valid: true, message: null } } as never);
  jest.spyOn(organizationsResource, 'useUpdate').mockReturnValue({ mutateAsync } as never);
  jest.spyOn(organizationsResource, 'useRemove').mockReturnValue({ mutateAsync: jest.fn() } as never);
});

function setup() {
  const onReload = jest.fn();
  render(
    <PlatformProviders>
      <MemoryRouter>
        <OrganizationEditor studioId={1} organization={organization} onReload={onReload} />
      </MemoryRouter>
    </PlatformProviders>,
  );
  return onReload;
}

test('edits the organization in place: sends the version it read, then shows the details again', async () => {
  setup();
  await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
  const name = screen.getByRole('textbox', { name: 'Name' });
  await userEvent.clear(name);
  await userEvent.type(name, 'Lincoln Elementary School');
  await userEvent.click(screen.getByRole('radio', { name: 'Sport' }));
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(mutateAsync).toHaveBeenCalledWith({ id: 3, input: expect.objectContaining({ name: 'Lincoln Elementary School', type: 'sport', version: 1 }) }));
  expect(await screen.findByRole('button', { name: 'Edit' })).toBeInTheDocument();
  expect(await screen.findByText('Organization saved')).toBeInTheDocument();
});

test('a save over a newer version says so and reloads instead of overwriting', async () => {
  mutateAsync.mockRejectedValue(new ApiError(409, [STALE_RECORD_MESSAGE]));
  const onReload = setup();
  await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
  await userEvent.type(screen.getByRole('textbox', { name: 'Contact phone' }), '1');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(STALE_RECORD_MESSAGE);
  await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
  expect(onReload).toHaveBeenCalled();
});
