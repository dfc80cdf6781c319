/**
 * What Stripe's own card form checks before a card leaves the browser (issue 8): a number with a known
 * brand, its length and Luhn check digit, an expiry in the future and a CVC of the brand's length. The
 * messages are Stripe Elements' own, so the sandbox and Stripe read the same to a parent.
 */
export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'diners' | 'jcb' | 'unionpay' | 'unknown';

export const CARD_MESSAGES = {
  numberIncomplete: 'Your card number is incomplete.',
  numberInvalid: 'Your card number is invalid.',
  expiryIncomplete: "Your card's expiration date is incomplete.",
  expiryYearPast: "Your card's expiration year is in the past.",
  expiryPast: "Your card's expiration date is in the past.",
  expiryYearInvalid: "Your card's expiration year is invalid.",
  cvcIncomplete: "Your card's security code is incomplete.",
} as const;

const BRANDS: { brand: CardBrand; prefix: RegExp; lengths: number[] }[] = [
  { brand: 'amex', prefix: /^3[47]/, lengths: [15] },
  { brand: 'diners', prefix: /^3(0[0-5]|[689])/, lengths: [14, 16] },
  { brand: 'jcb', prefix: /^35/, lengths: [16] },
  { brand: 'visa', prefix: /^4/, lengths: [16] },
  { brand: 'mastercard', prefix: /^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/, lengths: [16] },
  { brand: 'discover', prefix: /^(6011|65|64[4-9]|622)/, lengths: [16] },
  { brand: 'unionpay', prefix: /^62/, lengths: [16, 17, 18, 19] },
];

export const cardDigits = (value: string): string => value.replace(/[\s-]/g, '');

export function cardBrand(number: string): CardBrand {
  const digits = cardDigits(number);
  return BRANDS.find((b) => b.prefix.test(digits))?.brand ?? 'unknown';
}

/** The Luhn (mod 10) check digit every card number carries. */
export function passesLuhn(number: string): boolean {
  const digits = cardDigits(number);
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

export const cvcLength = (brand: CardBrand): number => (brand === 'amex' ? 4 : 3);

/** Where a brand's number breaks into groups as it is printed on the card (Amex 4-6-5, Diners 4-6-4). */
function groupsOf(brand: CardBrand, length: number): number[] {
  if (brand === 'amex') return [4, 6, 5];
  if (brand === 'diners' && length <= 14) return [4, 6, 4];
  return [4, 4, 4, 4, 3];
}

/** The longest number a brand has: typing stops there (19 digits when the brand is not known yet). */
export const maxCardLength = (brand: CardBrand): number => Math.max(...(BRANDS.find((b) => b.brand === brand)?.lengths ?? [19]));

/**
 * A typed card number as the card prints it: digits only, grouped as the brand groups them
 * ("4242424242424242" → "4242 4242 4242 4242", an Amex "3782 822463 10005"), cut at the brand's length.
 */
export function formatCardNumber(typed: string): string {
  const all = typed.replace(/\D/g, '');
  const brand = cardBrand(all);
  const digits = all.slice(0, maxCardLength(brand));
  const parts: string[] = [];
  let at = 0;
  for (const size of groupsOf(brand, digits.length)) {
    if (at >= digits.length) break;
    parts.push(digits.slice(at, at + size));
    at += size;
  }
  if (at < digits.length) parts.push(digits.slice(at));
  return parts.join(' ');
}

/**
 * A typed expiry as MM/YY, from digits alone: "0429" → "04/29", "4" → "04" (no month starts with 4–9),
 * "12" → "12", "123" → "12/3". Whatever else was typed (a slash, spaces, letters) is dropped and put back
 * where it belongs, so a keypad without "/" types a whole date.
 */
export function formatExpiry(typed: string): string {
  // An autofilled "04/2029" keeps its month and the year's last two digits.
  const fourDigitYear = /^(\d{1,2})\s*\/\s*\d{2}(\d{2})$/.exec(typed.trim());
  if (fourDigitYear) return `${fourDigitYear[1]!.padStart(2, '0')}/${fourDigitYear[2]}`;
  let digits = typed.replace(/\D/g, '');
  if (/^[2-9]/.test(digits) || /^1\//.test(typed.trim())) digits = `0${digits}`;
  digits = digits.slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** A typed CVC: digits only, at most the brand's length (4 while the brand is not known yet). */
export const formatCvc = (typed: string, brand: CardBrand = 'unknown'): string => typed.replace(/\D/g, '').slice(0, brand === 'unknown' ? 4 : cvcLength(brand));

export interface CardInput {
  number: string;
  /** MM/YY or MM/YYYY as typed. */
  expiry: string;
  cvc: string;
}

export interface CardErrors {
  number?: string;
  expiry?: string;
  cvc?: string;
}

export type CardCheck =
  | { ok: true; number: string; brand: CardBrand; expMonth: number; expYear: number }
  | { ok: false; errors: CardErrors };

function numberError(digits: string, brand: CardBrand): string | undefined {
  if (digits === '' || !/^\d+$/.test(digits)) return digits === '' ? CARD_MESSAGES.numberIncomplete : CARD_MESSAGES.numberInvalid;
  const lengths = BRANDS.find((b) => b.brand === brand)?.lengths ?? [16];
  if (digits.length < Math.min(...lengths)) return CARD_MESSAGES.numberIncomplete;
  if (brand === 'unknown' || !lengths.includes(digits.length) || !passesLuhn(digits)) return CARD_MESSAGES.numberInvalid;
  return undefined;
}

/**
 * Month and four-digit year of a typed expiry: "04/29", "4/29", "04 / 2029", or the digits alone as a
 * phone's digits-only keypad types them ("0429", "042029"). Null when it is not a whole month and year.
 */
export function parseExpiry(raw: string): { month: number; year: number } | null {
  const text = raw.trim();
  const match = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(text) ?? /^(\d{2})(\d{2}|\d{4})$/.exec(text);
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return month >= 1 && month <= 12 ? { month, year } : null;
}

/** Month and four-digit year of a typed expiry, or the reason it is refused; a card is good through its month's end. */
function expiryOf(raw: string, now: Date): { month: number; year: number } | string {
  const parsed = parseExpiry(raw);
  if (!parsed) return CARD_MESSAGES.expiryIncomplete;
  const { month, year } = parsed;
  const thisYear = now.getUTCFullYear();
  if (year < thisYear) return CARD_MESSAGES.expiryYearPast;
  if (year === thisYear && month < now.getUTCMonth() + 1) return CARD_MESSAGES.expiryPast;
  if (year > thisYear + 50) return CARD_MESSAGES.expiryYearInvalid;
  return { month, year };
}

/** Checks a typed card as Stripe's form does; `now` decides which expiry dates are past. */
export function checkCard(input: CardInput, now: Date): CardCheck {
  const digits = cardDigits(input.number);
  const brand = cardBrand(digits);
  const errors: CardErrors = {};
  const number = numberError(digits, brand);
  if (number) errors.number = number;
  const expiry = expiryOf(input.expiry, now);
  if (typeof expiry === 'string') errors.expiry = expiry;
  if (!new RegExp(`^\\d{${cvcLength(brand)}}$`).test(input.cvc.trim()) && !(brand === 'unknown' && /^\d{3,4}$/.test(input.cvc.trim()))) {
    errors.cvc = CARD_MESSAGES.cvcIncomplete;
  }
  if (Object.keys(errors).length > 0 || typeof expiry === 'string') return { ok: false, errors };
  return { ok: true, number: digits, brand, expMonth: expiry.month, expYear: expiry.year };
}
