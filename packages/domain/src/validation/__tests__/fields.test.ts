import * as v from 'valibot';
import {
  atLeastOne,
  emailString,
  isMissing,
  isPhoneNumber,
  MESSAGES,
  minNumber,
  oneOf,
  optionalEmailString,
  optionalPhoneString,
  optionalString,
  phoneString,
  required,
  requiredString,
  requiredStringKeepBlank,
} from '..';

const firstMessage = (schema: v.GenericSchema, value: unknown) => {
  const result = v.safeParse(schema, value);
  return result.success ? undefined : result.issues[0].message;
};

describe('messages, word for word', () => {
  it('matches spec §5', () => {
    expect(MESSAGES.required).toBe('This field is required');
    expect(MESSAGES.email).toBe('This value is not a valid email address');
    expect(MESSAGES.phone).toBe('This value is not a valid phone number');
    expect(MESSAGES.match).toBe("This value doesn't match");
    expect(MESSAGES.atLeastOne).toBe('Requires at least 1 item');
    expect(MESSAGES.min(3)).toBe('This value must be at least 3');
    expect(MESSAGES.oneOf(['sport', 'school'])).toBe('This value must be one of sport, school');
  });
});

describe('required', () => {
  it.each([
    [undefined, true, true],
    [null, true, true],
    ['', true, true],
    ['   ', true, false],
    [[], true, false],
    [['a'], false, false],
    ['a', false, false],
    [0, false, false],
    [false, false, false],
  ])('%p is missing: blank mode %p, empty-string-only mode %p', (value, blank, emptyOnly) => {
    expect(isMissing(value)).toBe(blank);
    expect(isMissing(value, 'emptyString')).toBe(emptyOnly);
  });

  it.each([
    ['', MESSAGES.required],
    ['   ', MESSAGES.required],
    [undefined, MESSAGES.required],
    [42, MESSAGES.required],
    ['x', undefined],
  ])('requiredString(%p) → %p', (value, message) => {
    expect(firstMessage(requiredString, value)).toBe(message);
  });

  it('requiredString trims', () => {
    expect(v.parse(requiredString, '  Jane ')).toBe('Jane');
  });

  it.each([
    ['', MESSAGES.required],
    ['   ', undefined],
    [' a ', undefined],
  ])('the "only the empty string is missing" variant: %p → %p', (value, message) => {
    expect(firstMessage(requiredStringKeepBlank, value)).toBe(message);
  });

  it('the required action works on any value', () => {
    expect(firstMessage(v.pipe(v.unknown(), required()), '  ')).toBe(MESSAGES.required);
    expect(firstMessage(v.pipe(v.unknown(), required('emptyString')), '  ')).toBeUndefined();
    expect(firstMessage(v.pipe(v.unknown(), required()), 0)).toBeUndefined();
  });

  it('optionalString defaults to the empty string', () => {
    expect(v.parse(optionalString, undefined)).toBe('');
    expect(v.parse(optionalString, ' x ')).toBe('x');
  });
});

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

describe('at least one item', () => {
  const schema = atLeastOne(v.number());
  it.each([
    [[], MESSAGES.atLeastOne],
    [[1], undefined],
    [[1, 2], undefined],
    [undefined, MESSAGES.atLeastOne],
  ])('%j → %p', (value, message) => {
    expect(firstMessage(schema, value)).toBe(message);
  });
});

describe('minimum number', () => {
  const schema = minNumber(5);
  it.each([
    [4.99, 'This value must be at least 5'],
    [5, undefined],
    [5.01, undefined],
    ['5', 'This value must be at least 5'], // must be a number
    [Number.NaN, 'This value must be at least 5'],
  ])('%p → %p', (value, message) => {
    expect(firstMessage(schema, value)).toBe(message);
  });
});

describe('one of a list', () => {
  const schema = oneOf(['sport', 'school']);
  it.each([
    ['sport', undefined],
    ['school', undefined],
    ['club', 'This value must be one of sport, school'],
    ['Sport', 'This value must be one of sport, school'],
  ])('%p → %p', (value, message) => {
    expect(firstMessage(schema, value)).toBe(message);
  });
});
