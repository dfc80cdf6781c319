import { sandboxPaymentMethodFor, isPaymentMethodId } from '../..';
import { CARD_MESSAGES, cardBrand, checkCard, formatCardNumber, formatCvc, formatExpiry, parseExpiry, passesLuhn } from '../../card';

const now = new Date('2026-11-23T12:00:00Z');
const good = { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };

describe('card rules (what Stripe\'s own form checks)', () => {
  it.each([
    ['4242424242424242', 'visa'], ['5555555555554444', 'mastercard'], ['2223003122003222', 'mastercard'], ['378282246310005', 'amex'],
    ['6011111111111117', 'discover'], ['3056930009020004', 'diners'], ['3566002020360505', 'jcb'], ['6200000000000005', 'unionpay'], ['9999999999999995', 'unknown'],
  ])('%s is %s', (number, brand) => {
    expect(cardBrand(number)).toBe(brand);
  });

  it.each([
    ['4242 4242 4242 4242', true], ['4242-4242-4242-4241', false], ['378282246310005', true], ['0', true], ['12a4', false],
  ])('Luhn check of %s is %s', (number, valid) => {
    expect(passesLuhn(number)).toBe(valid);
  });

  it.each([
    [{}, null],
    [{ number: '' }, { number: CARD_MESSAGES.numberIncomplete }],
    [{ number: '4242 4242' }, { number: CARD_MESSAGES.numberIncomplete }],
    [{ number: '4242 4242 4242 4241' }, { number: CARD_MESSAGES.numberInvalid }],
    [{ number: '9999 9999 9999 9995' }, { number: CARD_MESSAGES.numberInvalid }],
    [{ number: '4242 4242 4242 4242 4' }, { number: CARD_MESSAGES.numberInvalid }],
    [{ number: '4242 abcd 4242 4242' }, { number: CARD_MESSAGES.numberInvalid }],
    [{ expiry: '01/20' }, { expiry: CARD_MESSAGES.expiryYearPast }],
    [{ expiry: '10/26' }, { expiry: CARD_MESSAGES.expiryPast }],
    [{ expiry: '11/26' }, null],
    [{ expiry: '11/2026' }, null],
    [{ expiry: '13/30' }, { expiry: CARD_MESSAGES.expiryIncomplete }],
    [{ expiry: '1/' }, { expiry: CARD_MESSAGES.expiryIncomplete }],
    [{ expiry: '01/99' }, { expiry: CARD_MESSAGES.expiryYearInvalid }],
    [{ cvc: '' }, { cvc: CARD_MESSAGES.cvcIncomplete }],
    [{ cvc: '12' }, { cvc: CARD_MESSAGES.cvcIncomplete }],
    [{ cvc: '1234' }, { cvc: CARD_MESSAGES.cvcIncomplete }],
    [{ number: '3782 822463 10005', cvc: '123' }, { cvc: CARD_MESSAGES.cvcIncomplete }],
    [{ number: '3782 822463 10005', cvc: '1234' }, null],
    [{ number: '', expiry: '', cvc: '' }, { number: CARD_MESSAGES.numberIncomplete, expiry: CARD_MESSAGES.expiryIncomplete, cvc: CARD_MESSAGES.cvcIncomplete }],
  ])('%j → %j', (over, errors) => {
    const result = checkCard({ ...good, ...over }, now);
    expect(result.ok ? null : result.errors).toEqual(errors);
  });

  it('gives the digits, brand and expiry of a good card', () => {
    expect(checkCard(good, now)).toEqual({ ok: true, number: '4242424242424242', brand: 'visa', expMonth: 12, expYear: 2030 });
  });
});

describe('sandbox payment methods', () => {
  it.each([
    ['4242 4242 4242 4242', 'pm_card_visa'], ['4000 0000 0000 0069', 'pm_card_chargeDeclinedExpiredCard'], ['4000 0000 0000 0127', 'pm_card_chargeDeclinedIncorrectCvc'],
    ['4000 0000 0000 9995', 'pm_card_chargeDeclinedInsufficientFunds'], ['4000 0000 0000 3220', 'pm_card_threeDSecure2Required'], ['4111 1111 1111 1111', null],
  ])('%s → %s', (number, id) => {
    expect(sandboxPaymentMethodFor(number)).toBe(id);
  });

  it.each([['pm_card_visa', true], ['pm_1PqRsT2eZvKYlo2C', true], ['4242424242424242', false], ['pm_', false], ['pm_a b', false], [`pm_${'x'.repeat(101)}`, false], ['tok_visa', false]])(
    '%s is a PaymentMethod id: %s',
    (value, ok) => {
      expect(isPaymentMethodId(value)).toBe(ok);
    },
  );
});

describe('card fields as a thumb types them', () => {
  it.each([
    ['4242424242424242', '4242 4242 4242 4242'],
    ['4242 4242 4242 42421', '4242 4242 4242 4242'],
    ['42', '42'],
    ['42424', '4242 4'],
    ['4242-4242 x4242', '4242 4242 4242'],
    ['378282246310005', '3782 822463 10005'],
    ['3782822463100059', '3782 822463 10005'],
    ['37828', '3782 8'],
    ['30569309025904', '3056 930902 5904'],
    ['6200000000000000005', '6200 0000 0000 0000 005'],
    ['', ''],
  ])('card number %s is shown as %s', (typed, shown) => {
    expect(formatCardNumber(typed)).toBe(shown);
  });

  it.each([
    ['0429', '04/29'], ['04', '04'], ['042', '04/2'], ['04/', '04'], ['4', '04'], ['429', '04/29'], ['1', '1'], ['1/', '01'], ['1/29', '01/29'],
    ['12', '12'], ['123', '12/3'], ['12/30', '12/30'], ['04 / 29', '04/29'], ['04/2029', '04/29'], ['042029', '04/20'], ['ab', ''], ['', ''],
  ])('expiry %s is shown as %s', (typed, shown) => {
    expect(formatExpiry(typed)).toBe(shown);
  });

  it.each([
    ['04/29', { month: 4, year: 2029 }], ['0429', { month: 4, year: 2029 }], ['4/29', { month: 4, year: 2029 }], ['04 / 2029', { month: 4, year: 2029 }],
    ['042029', { month: 4, year: 2029 }], ['1329', null], ['0029', null], ['042', null], ['04/2', null], ['', null], ['0x29', null],
  ])('expiry %s reads as %j', (typed, expiry) => {
    expect(parseExpiry(typed)).toEqual(expiry);
  });

  it('pays with the expiry typed as digits alone', () => {
    expect(checkCard({ ...good, expiry: '0429' }, now)).toEqual({ ok: true, number: '4242424242424242', brand: 'visa', expMonth: 4, expYear: 2029 });
  });

  it.each([
    ['12a3', 'unknown', '123'], ['12345', 'unknown', '1234'], ['1234', 'visa', '123'], ['12345', 'amex', '1234'],
  ] as const)('CVC %s of a %s card is kept as %s', (typed, brand, kept) => {
    expect(formatCvc(typed, brand)).toBe(kept);
  });

  it('a formatted number is what the checks read', () => {
    expect(checkCard({ ...good, number: formatCardNumber('378282246310005'), cvc: '1234' }, now)).toMatchObject({ ok: true, brand: 'amex' });
  });
});
