import { useChangeJobState, useStudioDetails } from '@shutterday/api-client/staff';
import '../../test-support/message-channel';
import type { CardPayments, Job } from '@shutterday/domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { PlatformProviders } from '../../platform-providers/platform-providers';
import { JobStateActions } from '../job-state-actions';

jest.mock('@shutterday/api-client/staff', () => ({ ...jest.requireActual('@shutterday/api-client/staff'), useChangeJobState: jest.fn(), useStudioDetails: jest.fn() }));
jest.setTimeout(30_000);

const job = { id: 11, name: 'Lincoln Fall Picture Day', published: false, archived: false } as Job;
const mutateAsync = jest.fn();
beforeEach(() => {
  mutateAsync.mockReset().mockResolvedValue({ ...job, published: true });
  jest.mocked(useChangeJobState).mockReturnValue({ mutateAsync, isPending: false } as never);
});

function setup(cardPayments: CardPayments) {
  jest.mocked(useStudioDetails).mockReturnValue({ data: { cardPayments } } as never);
  render(
    <MemoryRouter>
      <PlatformProviders>
        <JobStateActions studioId={1} job={job} />
      </PlatformProviders>
    </MemoryRouter>,
  );
}

test('publishing before Stripe verified the studio says parents cannot pay by card yet, with the way to Payouts', async () => {
  setup('verification-pending');
  await userEvent.click(screen.getByRole('button', { name: `Publish ${job.name}` }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Parents cannot pay by card yet: Stripe has not verified your account. Ask for verification in Payouts.')).toBeInTheDocument();
  expect(within(dialog).getByRole('link', { name: 'Open Payouts' })).toHaveAttribute('href', '/admin/studios/1/settings/payouts');
  expect(mutateAsync).not.toHaveBeenCalled();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Publish anyway' }));
  await waitFor(() => expect(mutateAsync).toHaveBeenCalledWith({ job, action: 'publish' }));
});

test('a studio without a connected account is told to connect one; cancelling leaves the job unpublished', async () => {
  setup('not-connected');
  await userEvent.click(screen.getByRole('button', { name: `Publish ${job.name}` }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(/connect a Stripe account in Payouts first/)).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(mutateAsync).not.toHaveBeenCalled();
});

test('a studio that takes card payments publishes at once', async () => {
  setup('ready');
  await userEvent.click(screen.getByRole('button', { name: `Publish ${job.name}` }));
  await waitFor(() => expect(mutateAsync).toHaveBeenCalledWith({ job, action: 'publish' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});
