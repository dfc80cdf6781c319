import { useJobSettings, useSaveJobSettings, useStudioDetails, useStudioJob } from '@shutterday/api-client/staff';
import type { CardPayments } from '@shutterday/domain';
import { PlatformProviders } from '@shutterday/ui';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { job } from '@shutterday/domain/test-support';
import JobOverviewRoute from '..';

jest.mock('@shutterday/api-client/staff', () => ({
  ...jest.requireActual('@shutterday/api-client/staff'),
  useStudioJob: jest.fn(),
  useJobSettings: jest.fn(),
  useSaveJobSettings: jest.fn(),
  useStudioDetails: jest.fn(),
}));
// The overview's other parts have their own tests.
jest.mock('../../../../../features/job/components/parent-emails', () => ({ ParentEmails: () => null }));
jest.mock('../../../../../features/job-settings/components/job-name-form', () => ({ JobNameForm: () => null }));

const query = <T,>(data: T) => ({ data, isPending: false, isError: false, error: null, refetch: jest.fn() }) as never;
beforeEach(() => {
  jest.mocked(useStudioJob).mockReturnValue(query(job()));
  jest.mocked(useJobSettings).mockReturnValue(query({}));
  jest.mocked(useSaveJobSettings).mockReturnValue({ mutateAsync: jest.fn() } as never);
});

function renderOverview(cardPayments: CardPayments) {
  jest.mocked(useStudioDetails).mockReturnValue(query({ cardPayments }));
  render(
    <MemoryRouter initialEntries={['/admin/studios/1/jobs/11']}>
      <PlatformProviders>
        <Routes>
          <Route path="/admin/studios/:studioId/jobs/:jobId" element={<JobOverviewRoute />} />
        </Routes>
      </PlatformProviders>
    </MemoryRouter>,
  );
}

test("the job's overview says parents cannot pay by card while the studio's account is disconnected, with the way to Payouts", () => {
  renderOverview('disconnected');
  expect(screen.getByText('Parents cannot pay by card: your Stripe account is disconnected. Connect one again in Payouts.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Open Payouts' })).toHaveAttribute('href', '/admin/studios/1/settings/payouts');
});

test('says nothing of it once the studio takes card payments', () => {
  renderOverview('ready');
  expect(screen.getByRole('table')).toBeInTheDocument();
  expect(screen.queryByText(/cannot pay by card/)).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Open Payouts' })).not.toBeInTheDocument();
});
