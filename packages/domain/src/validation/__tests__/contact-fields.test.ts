import * as v from 'valibot';
import { emailString, isPhoneNumber, MESSAGES, optionalEmailString, optionalPhoneString, phoneString } from '..';

const firstMessage = (schema: v.GenericSchema, value: unknown) => {
  const result = v.safeParse(schema, value);
  return result.success ? undefined : result.issues[0].message;
};

describe('email', () => {
  it.each([
    ['parent@shutterday.test', undefined],
    ['  parent@shutterday.test ', undefined],
    ['', MESSAGES.required],
    ['parent', MESSAGES.email],
    ['parent@', MESSAGES.email],
    ['parent@@shutterday.test', MESSAGES.email],
  ])('emailString(%p) → %p', (value, message) => {
    expect(firstMessage(emailString, value)).toBe(message);
  });

  it.each([
    [undefined, undefined],
    ['', undefined],
    ['a@b.co', undefined],
    ['nope', MESSAGES.email],
  ])('optionalEmailString(%p) → %p', (value, message) => {
    expect(firstMessage(optionalEmailString, value)).toBe(message);
  });
});

describe('phone, optional and required, with the spec pattern', () => {
  it.each([
    ['5551234567', true],
    ['555-123-4567', true],
    ['555.123.4567', true],
    ['555 123 4567', true],
    ['(555) 123-4567', true],
    ['(555)123-4567', true],
    ['+(555) 123-4567', true],
    ['+15551234567', true],
    ['123-4567', true], // area code is optional
    ['1234567', true],
    ['123-456789', true], // last group up to 6 digits
    ['123-45678', true],
    ['123-456', false], // last group at least 4 digits
    ['123-4567890', true], // read as area code 123, then 456 and 7890
    ['555-123-4567890', false], // last group at most 6 digits
    ['(555 123-4567', false], // unbalanced parenthesis
    ['555--123-4567', false], // one separator at most
    ['555_123_4567', false],
    ['phone', false],
    ['++5551234567', false],
  ])('%p is a phone number: %p', (value, valid) => {
    expect(isPhoneNumber(value)).toBe(valid);
  });

  it.each([
    ['', MESSAGES.required],
    [undefined, MESSAGES.required],
    ['12', MESSAGES.phone],
    ['555-123-4567', undefined],
  ])('required phoneString(%p) → %p', (value, message) => {
    expect(firstMessage(phoneString, value)).toBe(message);
  });

  it.each([
    ['', undefined],
    [undefined, undefined],
    ['12', MESSAGES.phone],
    [' 555-123-4567 ', undefined],
  ])('optionalPhoneString(%p) → %p', (value, message) => {
    expect(firstMessage(optionalPhoneString, value)).toBe(message);
  });
});
