import { render, screen } from '@testing-library/react';
import { useFinishConnect, usePayoutConnection, usePayouts, useStudioDetails } from '@shutterday/api-client/staff';
import { PlatformProviders } from '@shutterday/ui';
import { signIn } from '@shutterday/ui/test-support/session';
import { MemoryRouter, Route, Routes } from 'react-router';
import PayoutsSettingsRoute from '../../../app/routes/account/payouts-settings';

jest.mock('@shutterday/api-client/staff', () => ({
  ...jest.requireActual('@shutterday/api-client/staff'),
  useFinishConnect: jest.fn(),
  usePayoutConnection: jest.fn(),
  usePayouts: jest.fn(),
  useStudioDetails: jest.fn(),
}));
jest.setTimeout(30_000);

const pending = { data: undefined, isPending: true, isError: false, error: null, refetch: jest.fn() } as never;
beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(useFinishConnect).mockReturnValue({ mutate: jest.fn(), isPending: false, isError: false, isSuccess: false } as never);
  jest.mocked(usePayoutConnection).mockReturnValue(pending);
  jest.mocked(usePayouts).mockReturnValue(pending);
  jest.mocked(useStudioDetails).mockReturnValue({ data: { stripeVerified: true } } as never);
});

const renderPage = () =>
  render(
    <PlatformProviders>
      <MemoryRouter initialEntries={['/admin/studios/1/settings/payouts']}>
        <Routes>
          <Route path="/admin/studios/:studioId/settings/payouts" element={<PayoutsSettingsRoute />} />
        </Routes>
      </MemoryRouter>
    </PlatformProviders>,
  );

test('"See payments and reports" shows the balance, the payouts and each order\'s split', () => {
  signIn({ permission: ['studio.financials.read'], studio_id: 1 });
  renderPage();
  expect(screen.getByText('Loading your payouts…')).toBeInTheDocument();
});

test.each([['studio.admin.crud'], ['studio.crud']])('%s alone shows the Stripe account and no money', (permission) => {
  signIn({ permission, studio_id: 1 });
  renderPage();
  expect(screen.getByRole('heading', { name: 'Payouts' })).toBeInTheDocument();
  expect(screen.queryByText('Loading your payouts…')).not.toBeInTheDocument();
  expect(usePayouts).not.toHaveBeenCalled();
});

test('"See payments and reports" alone sees the Stripe account and is offered no connect, verify or disconnect', () => {
  signIn({ permission: ['studio.financials.read'], studio_id: 1 });
  const connection = (connected: boolean) => ({ data: { provider: 'Stripe', connected, accountId: connected ? 'acct_sandbox_1' : null, verified: false, removeBlockedReason: null }, isPending: false, isError: false, error: null, refetch: jest.fn() }) as never;
  jest.mocked(usePayoutConnection).mockReturnValue(connection(false));
  const { unmount } = renderPage();
  expect(screen.queryByRole('button', { name: 'Connect with Stripe' })).not.toBeInTheDocument();
  unmount();
  jest.mocked(usePayoutConnection).mockReturnValue(connection(true));
  renderPage();
  expect(screen.getByText('acct_sandbox_1')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Request verification' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Disconnect' })).not.toBeInTheDocument();
  expect(screen.getByText(/A studio administrator who may edit the studio connects/)).toBeInTheDocument();
});
