import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useJobNotificationCounts, useJobNotificationSettings, useSaveJobNotificationSettings } from '@shutterday/api-client/staff';
import { ApiError } from '@shutterday/api-client';
import { PlatformProviders } from '@shutterday/ui';
import { ParentEmails } from '../components/parent-emails';

jest.mock('@shutterday/api-client/staff', () => ({
  ...jest.requireActual('@shutterday/api-client/staff'),
  useJobNotificationSettings: jest.fn(),
  useJobNotificationCounts: jest.fn(),
  useSaveJobNotificationSettings: jest.fn(),
}));
const save = jest.fn();

const renderFor = (published: boolean) =>
  render(
    <PlatformProviders>
      <ParentEmails studioId={1} jobId={7} published={published} />
    </PlatformProviders>,
  );

beforeEach(() => {
  jest.mocked(useJobNotificationSettings).mockReturnValue({ data: { notifyParents: true }, isPending: false, error: null } as never);
  jest.mocked(useJobNotificationCounts).mockReturnValue({ data: { queued: 3, sent: 12, failed: 1, unsubscribed: 2 }, isPending: false, error: null } as never);
  save.mockReset().mockResolvedValue({ notifyParents: false });
  jest.mocked(useSaveJobNotificationSettings).mockReturnValue({ mutateAsync: save, isPending: false } as never);
});

test('shows the switch on and what the e-mails came to, for this job', () => {
  renderFor(true);
  expect(useJobNotificationCounts).toHaveBeenCalledWith(1, 7);
  const card = screen.getByRole('region', { name: 'E-mails to parents' });
  expect(within(card).getByRole('switch', { name: /E-mail parents when their child’s photos are online/ })).toBeChecked();
  expect(screen.getByText(/Photos that arrive later are announced as they arrive/)).toBeInTheDocument();
  const counts = within(screen.getByRole('list', { name: 'E-mails about this job' })).getAllByRole('listitem').map((item) => item.textContent);
  expect(counts).toEqual(['Sent: 12', 'Waiting to be sent: 3', 'Could not be sent: 1', 'Unsubscribed: 2']);
});

test('an unpublished job says nothing is sent until it is published', () => {
  renderFor(false);
  expect(screen.getByText(/Nothing is sent until the job is published/)).toBeInTheDocument();
});

test('switching it off saves it and says so; a refusal is shown', async () => {
  renderFor(true);
  await userEvent.click(screen.getByRole('switch'));
  expect(save).toHaveBeenCalledWith({ notifyParents: false });
  expect(await screen.findByText('Parents will not be e-mailed about this job')).toBeInTheDocument();

  save.mockRejectedValueOnce(new ApiError(403, ['You do not have permission to do this']));
  await userEvent.click(screen.getByRole('switch'));
  await waitFor(() => expect(screen.getByText(/You do not have permission/)).toBeInTheDocument());
});
