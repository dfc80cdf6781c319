import { render, screen } from '@testing-library/react';
import { useEarnedTotals, usePaymentsSummary, useStudioDetails, useStudioJobs } from '@shutterday/api-client/staff';
import { PlatformProviders } from '@shutterday/ui';
import { signIn } from '@shutterday/ui/test-support/session';
import { MemoryRouter, Route, Routes } from 'react-router';
import HomeDashboardRoute from '../home-dashboard';

jest.mock('@shutterday/api-client/staff', () => ({
  ...jest.requireActual('@shutterday/api-client/staff'),
  useEarnedTotals: jest.fn(),
  usePaymentsSummary: jest.fn(),
  useStudioDetails: jest.fn(),
  useStudioJobs: jest.fn(),
}));
jest.setTimeout(30_000);

const pending = { data: undefined, isPending: true, isError: false, error: null, refetch: jest.fn() } as never;
beforeEach(() => {
  jest.clearAllMocks();
  for (const hook of [useEarnedTotals, usePaymentsSummary, useStudioJobs]) jest.mocked(hook).mockReturnValue(pending);
  jest.mocked(useStudioDetails).mockReturnValue({ data: { name: 'Demo Photo Co' } } as never);
});

const renderHome = () =>
  render(
    <PlatformProviders>
      <MemoryRouter initialEntries={['/admin/studios/1']}>
        <Routes>
          <Route path="/admin/studios/:studioId" element={<HomeDashboardRoute />} />
        </Routes>
      </MemoryRouter>
    </PlatformProviders>,
  );

test('"See payments and reports" shows what the studio earned', () => {
  signIn({ permission: ['studio.financials.read'], studio_id: 1 });
  renderHome();
  expect(screen.getByRole('heading', { name: 'Revenue' })).toBeInTheDocument();
  expect(useEarnedTotals).toHaveBeenCalledWith(1, { enabled: true });
});

test.each([['studio.crud'], ['studio.admin.crud']])('%s alone sees the jobs on Home and no money, and asks for none', (permission) => {
  signIn({ permission, studio_id: 1 });
  renderHome();
  expect(screen.getByRole('heading', { name: 'Recent jobs' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Revenue' })).not.toBeInTheDocument();
  expect(useEarnedTotals).toHaveBeenCalledWith(1, { enabled: false });
  expect(jest.mocked(usePaymentsSummary).mock.calls.every(([, , options]) => options?.enabled === false)).toBe(true);
});
