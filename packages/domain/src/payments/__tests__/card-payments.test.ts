import { CARD_PAYMENTS_BLOCKED, cardPayments, ONLINE_ORDERS_CLOSED } from '../..';

describe('whether a studio can take card payments now', () => {
  it.each([
    [{ accountId: null, verified: false, paidToAnAccountBefore: false }, 'not-connected'],
    [{ accountId: 'acct_1', verified: false, paidToAnAccountBefore: false }, 'verification-pending'],
    [{ accountId: 'acct_1', verified: false, paidToAnAccountBefore: true }, 'verification-pending'],
    [{ accountId: null, verified: false, paidToAnAccountBefore: true }, 'disconnected'],
    [{ accountId: 'acct_1', verified: true, paidToAnAccountBefore: false }, 'ready'],
    [{ accountId: 'acct_1', verified: true, paidToAnAccountBefore: true }, 'ready'],
  ] as const)('%j → %s', (account, state) => {
    expect(cardPayments(account)).toBe(state);
  });

  it('a verified flag without an account is not ready (the flag follows the account)', () => {
    expect(cardPayments({ accountId: null, verified: true, paidToAnAccountBefore: false })).toBe('not-connected');
  });

  it("tells the studio each reason and where to fix it, and the parent none of the studio's business", () => {
    for (const message of Object.values(CARD_PAYMENTS_BLOCKED)) expect(message).toMatch(/Payouts/);
    expect(ONLINE_ORDERS_CLOSED).toBe('This studio is not taking online orders yet. Please check back soon or contact the studio.');
    expect(ONLINE_ORDERS_CLOSED).not.toMatch(/Stripe|verif|Payouts/i);
  });
});
