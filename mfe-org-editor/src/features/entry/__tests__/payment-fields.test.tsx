import { useStudioDetails } from '@shutterday/api-client/staff';
import type { CardPayments } from '@shutterday/domain';
import { PlatformProviders } from '@shutterday/ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { newEnvelope } from '../model/envelope-draft';
import { PaymentFields } from '../components/payment-fields';

jest.mock('@shutterday/api-client/staff', () => ({ ...jest.requireActual('@shutterday/api-client/staff'), useStudioDetails: jest.fn() }));
jest.setTimeout(30_000);

function renderFields(cardPayments: CardPayments) {
  jest.mocked(useStudioDetails).mockReturnValue({ data: { cardPayments } } as never);
  const set = jest.fn();
  render(
    <MemoryRouter>
      <PlatformProviders>
        <PaymentFields studioId={1} draft={newEnvelope()} set={set} />
      </PlatformProviders>
    </MemoryRouter>,
  );
  return set;
}

test("before Stripe verified the studio, Entry's card option is off, says why and leads to Payouts; cash, check and unpaid still work", async () => {
  const set = renderFields('verification-pending');
  expect(screen.getByRole('radio', { name: 'Card' })).toBeDisabled();
  expect(screen.getByText('Parents cannot pay by card yet: Stripe has not verified your account. Ask for verification in Payouts.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Open Payouts' })).toHaveAttribute('href', '/admin/studios/1/settings/payouts');
  for (const method of ['Cash', 'Check', 'Unpaid (bill the school)']) expect(screen.getByRole('radio', { name: method })).toBeEnabled();
  await userEvent.click(screen.getByRole('radio', { name: 'Unpaid (bill the school)' }));
  expect(set).toHaveBeenCalledWith('method', 'invoice');
});

test('a studio that takes card payments offers the card as before, with no warning', () => {
  renderFields('ready');
  expect(screen.getByRole('radio', { name: 'Card' })).toBeEnabled();
  expect(screen.queryByRole('link', { name: 'Open Payouts' })).not.toBeInTheDocument();
});
