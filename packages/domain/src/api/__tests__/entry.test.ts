import * as v from 'valibot';
import { EntryContactBody, EnvelopeBody } from '../entry';
import { paymentMethodText } from '../../entry/payment-method';

const KEY = '3f2c8a52-5d1e-4c7a-9a1b-2b7f3c9d4e10';
const messages = (result: { issues?: Array<{ message: string }> }) => (result.issues ?? []).map((issue) => issue.message);

describe('envelope entry contracts', () => {
  it('says how an order was paid, the check with its number', () => {
    expect(paymentMethodText('check', '1042')).toBe('Check 1042');
    expect(paymentMethodText('check', null)).toBe('Check');
    expect(paymentMethodText('invoice', null)).toBe('Unpaid (bill the school)');
    expect(paymentMethodText('card', null)).toBe('Card');
  });

  it('takes an envelope with its key, child, packages and payment, and asks what each method needs', () => {
    const envelope = { entryKey: KEY, subjectId: 7, lines: [{ packageId: 1 }, { packageId: 2, quantity: 2, imageId: 70 }], payment: { method: 'cash' } };
    expect(v.parse(EnvelopeBody, envelope).lines).toEqual([{ packageId: 1, quantity: 1, imageId: null }, { packageId: 2, quantity: 2, imageId: 70 }]);
    expect(messages(v.safeParse(EnvelopeBody, { ...envelope, payment: { method: 'check' } }))).toEqual(['Enter the check number']);
    expect(messages(v.safeParse(EnvelopeBody, { ...envelope, payment: { method: 'card' } }))).toEqual(['Enter the card']);
    expect(messages(v.safeParse(EnvelopeBody, { ...envelope, payment: { method: 'barter' } }))).toEqual(['method must be one of card, cash, check, invoice']);
    expect(messages(v.safeParse(EnvelopeBody, { ...envelope, lines: [] }))).toEqual(['Pick at least one package']);
    expect(messages(v.safeParse(EnvelopeBody, { ...envelope, lines: Array.from({ length: 21 }, () => ({ packageId: 1 })) }))).toEqual(['Use at most 20 items']);
    expect(messages(v.safeParse(EnvelopeBody, { ...envelope, entryKey: 'retry-1' }))).toEqual(['entryKey must be the envelope key (a UUID) the form made']);
  });

  it('takes a contact whose e-mail may be left blank but not wrong', () => {
    expect(v.parse(EntryContactBody, { entryKey: KEY, firstName: ' Jordan ', lastName: 'Johnson' })).toEqual({ entryKey: KEY, firstName: 'Jordan', lastName: 'Johnson', email: '', phone: '' });
    expect(messages(v.safeParse(EntryContactBody, { entryKey: KEY, firstName: 'A', lastName: 'B', email: 'not-an-address' }))).toEqual(['This value is not a valid email address']);
  });
});
