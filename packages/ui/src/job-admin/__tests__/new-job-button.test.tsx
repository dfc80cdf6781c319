import { useCreateJob, useOrganizationJobDefaults, useOrganizations } from '@shutterday/api-client/staff';
import '../../test-support/message-channel';
import { act, render, screen, waitFor } from '@testing-library/react';
import { useSyncExternalStore } from 'react';
import userEvent from '@testing-library/user-event';
import { PlatformProviders } from '../../platform-providers/platform-providers';
import { NewJobButton } from '../new-job-button';

jest.mock('@shutterday/api-client/staff', () => ({ ...jest.requireActual('@shutterday/api-client/staff'), useCreateJob: jest.fn(), useOrganizations: jest.fn(), useOrganizationJobDefaults: jest.fn() }));

// A dialog typed key by key: more than jest's default 5 s on a busy machine.
jest.setTimeout(30_000);

const mutateAsync = jest.fn();
beforeEach(() => {
  mutateAsync.mockReset().mockResolvedValue({ id: 40, name: 'Spring Picture Day' });
  jest.mocked(useCreateJob).mockReturnValue({ mutateAsync } as never);
  // Lincoln (3) saved prepay on, gallery off as its defaults; Riverside (4) has both off.
  jest.mocked(useOrganizationJobDefaults).mockImplementation(
    (_studioId, organizationId, options) =>
      ({ data: options?.enabled === false ? undefined : { prepay: { available: organizationId === 3 }, gallery: { available: false } } }) as never,
  );
  jest.mocked(useOrganizations).mockReturnValue({ data: { resultItems: [{ id: 3, name: 'Lincoln Elementary' }, { id: 4, name: 'Riverside Tigers' }] }, isFetching: false } as never);
});

function setup(organizationId?: number) {
  const onCreated = jest.fn();
  render(
    <PlatformProviders>
      <NewJobButton studioId={1} organizationId={organizationId} onCreated={onCreated} />
    </PlatformProviders>,
  );
  return onCreated;
}

test("creates a job in the organization with its picture day, the boxes ticked as the organization's defaults", async () => {
  const onCreated = setup(3);
  await userEvent.click(screen.getByRole('button', { name: 'New job' }));
  expect(screen.queryByRole('combobox', { name: 'Organization' })).not.toBeInTheDocument();
  await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Spring Picture Day');
  await userEvent.type(screen.getByLabelText('Picture day'), '2027-04-14');
  expect(screen.getByRole('checkbox', { name: /Prepay/ })).toBeChecked();
  expect(screen.getByRole('checkbox', { name: /Gallery/ })).not.toBeChecked();
  await userEvent.click(screen.getByRole('checkbox', { name: /Gallery/ }));
  await userEvent.click(screen.getByRole('button', { name: 'Create job' }));
  await waitFor(() => expect(onCreated).toHaveBeenCalledWith({ id: 40, name: 'Spring Picture Day' }));
  expect(mutateAsync).toHaveBeenCalledWith({ organizationId: 3, input: { name: 'Spring Picture Day', pictureDay: '2027-04-14', prepayAvailable: true, galleryAvailable: true } });
  expect(await screen.findByText('Job created')).toBeInTheDocument();
});

test("defaults that arrive after the name was typed tick the boxes and keep what was typed", async () => {
  // The organization's defaults, still on their way when the dialog opens: components reading them render again once they arrive.
  let arrived = false;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => (listeners.add(listener), () => void listeners.delete(listener));
  const defaults = jest.mocked(useOrganizationJobDefaults).getMockImplementation()!;
  jest.mocked(useOrganizationJobDefaults).mockImplementation((...args) => (useSyncExternalStore(subscribe, () => arrived) ? defaults(...args) : ({ data: undefined } as never)));
  setup(3);
  await userEvent.click(screen.getByRole('button', { name: 'New job' }));
  await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Spring Day');
  expect(screen.getByRole('checkbox', { name: /Prepay/ })).not.toBeChecked();
  act(() => {
    arrived = true;
    for (const listener of listeners) listener();
  });
  await waitFor(() => expect(screen.getByRole('checkbox', { name: /Prepay/ })).toBeChecked());
  expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Spring Day');
});

test('asks for a name and, from the studio list, an organization; no picture day is allowed', async () => {
  setup();
  await userEvent.click(screen.getByRole('button', { name: 'New job' }));
  await userEvent.click(screen.getByRole('button', { name: 'Create job' }));
  expect(await screen.findAllByText('This field is required')).toHaveLength(2);
  expect(mutateAsync).not.toHaveBeenCalled();
  await userEvent.click(screen.getByRole('combobox', { name: 'Organization' }));
  await userEvent.click(await screen.findByText('Riverside Tigers'));
  await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Team Day');
  await userEvent.click(screen.getByRole('button', { name: 'Create job' }));
  await waitFor(() => expect(mutateAsync).toHaveBeenCalledWith({ organizationId: 4, input: { name: 'Team Day', pictureDay: null, prepayAvailable: false, galleryAvailable: false } }));
});

test("from the studio list, choosing an organization ticks the boxes as that organization's defaults", async () => {
  setup();
  await userEvent.click(screen.getByRole('button', { name: 'New job' }));
  expect(screen.getByRole('checkbox', { name: /Prepay/ })).not.toBeChecked();
  await userEvent.click(screen.getByRole('combobox', { name: 'Organization' }));
  await userEvent.click(await screen.findByText('Lincoln Elementary'));
  await waitFor(() => expect(screen.getByRole('checkbox', { name: /Prepay/ })).toBeChecked());
  expect(screen.getByRole('checkbox', { name: /Gallery/ })).not.toBeChecked();
});

test('asks before Escape drops a typed job, and closes at once when nothing was typed', async () => {
  setup(3);
  await userEvent.click(screen.getByRole('button', { name: 'New job' }));
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New job' })).not.toBeInTheDocument());

  await userEvent.click(screen.getByRole('button', { name: 'New job' }));
  await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Spring Picture Day');
  await userEvent.keyboard('{Escape}');
  expect(await screen.findAllByText('Discard unsaved changes?')).not.toHaveLength(0);
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryAllByText('Discard unsaved changes?')).toHaveLength(0));
  expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Spring Picture Day');

  await userEvent.click(screen.getByRole('button', { name: 'Close' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Discard' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New job' })).not.toBeInTheDocument());
  expect(mutateAsync).not.toHaveBeenCalled();
});
