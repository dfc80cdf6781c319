import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { useFinishConnect, usePayoutConnection, usePayouts, useRemoveConnection, useRequestVerification } from '@shutterday/api-client/staff';
import type { PayoutConnection, PayoutsOverview } from '@shutterday/domain/staff';
import { PlatformProviders } from '@shutterday/ui';
import { ConnectReturn } from '../components/connect-return';
import { signIn } from '@shutterday/ui/test-support/session';
import { PayoutConnectionCard } from '../components/payout-connection-card';
import { PayoutsSummary } from '../components/payouts-summary';

jest.mock('@shutterday/api-client/staff', () => ({
  ...jest.requireActual('@shutterday/api-client/staff'),
  usePayoutConnection: jest.fn(),
  usePayouts: jest.fn(),
  useRemoveConnection: jest.fn(),
  useRequestVerification: jest.fn(),
  useFinishConnect: jest.fn(),
}));
jest.setTimeout(30_000);

const connection = (over: Partial<PayoutConnection> = {}): PayoutConnection => ({ provider: 'Stripe', connected: true, accountId: 'acct_sandbox_1', verified: false, removeBlockedReason: null, ...over });
const verify = jest.fn();
const remove = jest.fn();
const query = <T,>(data: T) => ({ data, isPending: false, isError: false, error: null, refetch: jest.fn() }) as never;
beforeEach(() => {
  signIn({ permission: ['studio.admin.crud', 'studio.financials.read'], studio_id: 1 });
  verify.mockReset().mockResolvedValue(connection({ verified: true }));
  remove.mockReset().mockResolvedValue(connection({ connected: false, accountId: null }));
  jest.mocked(useRequestVerification).mockReturnValue({ mutateAsync: verify } as never);
  jest.mocked(useRemoveConnection).mockReturnValue({ mutateAsync: remove, isPending: false } as never);
});
const renderIn = (ui: React.ReactNode) => render(<PlatformProviders>{ui}</PlatformProviders>);

test('a studio without an account is offered "Connect with Stripe"', () => {
  jest.mocked(usePayoutConnection).mockReturnValue(query(connection({ connected: false, accountId: null })));
  renderIn(<PayoutConnectionCard studioId={1} />);
  expect(screen.getByRole('button', { name: 'Connect with Stripe' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Disconnect' })).not.toBeInTheDocument();
});

test('a connected, unverified studio asks Stripe for verification with its account number and its Shutterday password', async () => {
  jest.mocked(usePayoutConnection).mockReturnValue(query(connection()));
  renderIn(<PayoutConnectionCard studioId={1} />);
  expect(screen.getByText('Not verified yet')).toBeInTheDocument();
  // Which password: the one this user signs in here with, not the Stripe account's.
  expect(screen.getByRole('region', { name: 'Verification' })).toHaveTextContent('your Shutterday password (the one you sign in here with, not your Stripe password)');
  await userEvent.type(screen.getByRole('textbox', { name: 'Account number' }), 'acct_sandbox_1');
  await userEvent.type(screen.getByLabelText('Your Shutterday password'), 'Studio-demo-2026!');
  await userEvent.click(screen.getByRole('button', { name: 'Request verification' }));
  await waitFor(() => expect(verify).toHaveBeenCalledWith({ accountNumber: 'acct_sandbox_1', password: 'Studio-demo-2026!' }));
});

test('disconnecting asks first, and is not offered while money is on its way (the reason is shown)', async () => {
  jest.mocked(usePayoutConnection).mockReturnValue(query(connection({ verified: true })));
  const { unmount } = renderIn(<PayoutConnectionCard studioId={1} />);
  await userEvent.click(screen.getByRole('button', { name: 'Disconnect' }));
  const dialog = await screen.findByRole('dialog');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
  await waitFor(() => expect(remove).toHaveBeenCalled());
  unmount();
  const reason = '1 order is still being paid out to this account; disconnect it once they have arrived';
  jest.mocked(usePayoutConnection).mockReturnValue(query(connection({ verified: true, removeBlockedReason: reason })));
  renderIn(<PayoutConnectionCard studioId={1} />);
  expect(screen.getByRole('button', { name: 'Disconnect' })).toBeDisabled();
  expect(screen.getByText(reason)).toBeInTheDocument();
});

const overview: PayoutsOverview = {
  currency: 'usd',
  balance: { available: 0, pending: 3599 },
  upcoming: [{ id: 'po_1', arrivalDate: '2026-11-28', amount: 3599, status: 'pending' }],
  paid: [],
  // One line refunded: $16.62 back to the card, $0.65 of the $2.13 fee reversed with it.
  orders: [{ orderNumber: 100002, paidAt: '2026-11-26T10:00:00.000Z', gross: 5409, taxAndShipping: 1159, refunded: 1662, commission: 148, net: 3599, status: 'paid', disputed: false }],
  totals: { gross: 5409, refunded: 1662, commission: 148, net: 3599 },
};

test("the payouts show each order's gross, what refunds gave back, the commission kept and the net, and the upcoming payout", () => {
  jest.mocked(usePayouts).mockReturnValue(query(overview));
  renderIn(<PayoutsSummary studioId={1} verified />);
  const row = screen.getByRole('row', { name: /100002/ });
  for (const amount of ['$54.09', '$11.59', '$16.62', '$1.48', '$35.99']) expect(within(row).getByText(amount)).toBeInTheDocument();
  // Its status cell says where it stands, never blank.
  expect(within(row).getByText('Partly refunded')).toBeInTheDocument();
  expect(screen.getByRole('columnheader', { name: 'Refunded' })).toBeInTheDocument();
  expect(within(screen.getByRole('region', { name: 'Upcoming payouts' })).getByText('2026-11-28')).toBeInTheDocument();
  expect(screen.getByText('No payout yet')).toBeInTheDocument();
});

test("an unverified studio sees the verification guard's message instead of payouts", () => {
  jest.mocked(usePayouts).mockReturnValue(query(overview));
  renderIn(<PayoutsSummary studioId={1} verified={false} />);
  expect(screen.getByText('Your studio needs to be verified by Stripe to access this feature')).toBeInTheDocument();
  expect(screen.queryByRole('row', { name: /100002/ })).not.toBeInTheDocument();
});

test("after Stripe verified the account, the Payouts page's headline no longer asks to verify it", () => {
  jest.mocked(useFinishConnect).mockReturnValue({ mutate: jest.fn(), isPending: false, isError: false, isSuccess: true } as never);
  const back = (verified: boolean) => {
    jest.mocked(usePayoutConnection).mockReturnValue(query(connection({ verified })));
    return (
      <MemoryRouter initialEntries={['/settings/payouts?code=ac_sandbox_1&state=s.t']}>
        <PlatformProviders>
          <ConnectReturn studioId={1} />
        </PlatformProviders>
      </MemoryRouter>
    );
  };
  const { rerender } = render(back(false));
  expect(screen.getByText('Your Stripe account is connected')).toBeInTheDocument();
  expect(screen.getByText(/Ask Stripe to verify it below/)).toBeInTheDocument();
  // The verification form's answer is stored as the connection: the same page, now verified.
  rerender(back(true));
  expect(screen.queryByText(/verify/i)).not.toBeInTheDocument();
  expect(screen.getByText('Your Stripe account is connected and verified: parents can pay you by card.')).toBeInTheDocument();
});
