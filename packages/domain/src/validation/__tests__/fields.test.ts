import * as v from 'valibot';
import {
  atLeastOne,
  isMissing,
  MESSAGES,
  minNumber,
  oneOf,
  optionalString,
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
