/**
 * Payment methods as the server accepts them: a Stripe PaymentMethod id, never a card number (issue 7).
 * With PAYMENTS=stripe, Stripe Elements makes the id in the browser; in the sandbox the browser turns
 * Stripe's published test cards into Stripe's own test PaymentMethod ids, so both modes post the same shape.
 */
export const PAYMENT_METHOD_ID_PATTERN = /^pm_[A-Za-z0-9_]{1,100}$/;
export const PAYMENT_INTENT_ID_PATTERN = /^pi_[A-Za-z0-9_]{1,100}$/;
export const PAYMENT_METHOD_ID_MESSAGE = 'Send a payment method from the card form, never a card number';

export const isPaymentMethodId = (value: string): boolean => PAYMENT_METHOD_ID_PATTERN.test(value);

/** Stripe's test cards and the test PaymentMethod ids that behave the same (docs: stripe.com/docs/testing). */
export const SANDBOX_TEST_CARDS: Readonly<Record<string, string>> = {
  '4242424242424242': 'pm_card_visa',
  '4000056655665556': 'pm_card_visa_debit',
  '5555555555554444': 'pm_card_mastercard',
  '2223003122003222': 'pm_card_mastercard',
  '378282246310005': 'pm_card_amex',
  '6011111111111117': 'pm_card_discover',
  '4000000000000002': 'pm_card_chargeDeclined',
  '4000000000009995': 'pm_card_chargeDeclinedInsufficientFunds',
  '4000000000000069': 'pm_card_chargeDeclinedExpiredCard',
  '4000000000000127': 'pm_card_chargeDeclinedIncorrectCvc',
  '4000000000000119': 'pm_card_chargeDeclinedProcessingError',
  '4000000000003220': 'pm_card_threeDSecure2Required',
};

/** Stripe's answer, in test mode, to a card that is not one of its test cards. */
export const SANDBOX_LIVE_CARD_MESSAGE = 'Your card was declined. Your request was in test mode, but used a non test card. Use one of the test cards, such as 4242 4242 4242 4242.';

/** The test PaymentMethod id of a typed card number, or null when it is not a test card. */
export function sandboxPaymentMethodFor(cardNumber: string): string | null {
  return SANDBOX_TEST_CARDS[cardNumber.replace(/[\s-]/g, '')] ?? null;
}
