import * as v from 'valibot';
import { MESSAGES, mustMatch, phoneString, requiredString, requiredWhen, validateWhen } from '..';

const issues = (schema: v.GenericSchema, value: unknown) => {
  const result = v.safeParse(schema, value);
  return result.success ? [] : result.issues.map((i) => [v.getDotPath(i), i.message]);
};

describe('must match another field', () => {
  type Form = { password: string; confirm: string };
  const schema = v.pipe(
    v.object({ password: requiredString, confirm: v.string() }),
    mustMatch<Form>('confirm', 'password'),
  );

  it.each([
    [{ password: 'secret-1', confirm: 'secret-1' }, []],
    [{ password: 'secret-1', confirm: 'secret-2' }, [['confirm', MESSAGES.match]]],
    [{ password: 'secret-1', confirm: 'Secret-1' }, [['confirm', MESSAGES.match]]],
  ])('%j → %j', (value, expected) => {
    expect(issues(schema, value)).toEqual(expected);
  });

  it('still runs while an unrelated field is invalid', () => {
    const form = v.pipe(
      v.object({ name: requiredString, password: v.string(), confirm: v.string() }),
      mustMatch<Form & { name: string }>('confirm', 'password'),
    );
    expect(issues(form, { name: '', password: 'a', confirm: 'b' })).toEqual([
      ['name', MESSAGES.required],
      ['confirm', MESSAGES.match],
    ]);
  });

  it('stays silent while a field it reads has its own error', () => {
    expect(issues(schema, { password: '', confirm: 'x' })).toEqual([['password', MESSAGES.required]]);
  });

  it('is not silenced by an issue on the whole form', () => {
    const withRootRule = v.pipe(
      v.object({ password: v.string(), confirm: v.string() }),
      v.check(() => false, 'Form is invalid'),
      mustMatch<Form>('confirm', 'password'),
    );
    expect(issues(withRootRule, { password: 'a', confirm: 'b' })).toEqual([
      [null, 'Form is invalid'],
      ['confirm', MESSAGES.match],
    ]);
  });

  it('does nothing when the input is not an object', () => {
    expect(issues(schema, null)).toHaveLength(1);
  });
});

describe('conditionally required', () => {
  type Form = { shipToHome: boolean; street: string };
  const schema = v.pipe(
    v.object({ shipToHome: v.boolean(), street: v.string() }),
    requiredWhen<Form>('street', (f) => f.shipToHome, { reads: ['shipToHome'] }),
  );

  it.each([
    [{ shipToHome: true, street: '' }, [['street', MESSAGES.required]]],
    [{ shipToHome: true, street: '   ' }, [['street', MESSAGES.required]]],
    [{ shipToHome: true, street: '1 Main St' }, []],
    [{ shipToHome: false, street: '' }, []],
  ])('%j → %j', (value, expected) => {
    expect(issues(schema, value)).toEqual(expected);
  });

  it('needs no options', () => {
    const bare = v.pipe(v.object({ shipToHome: v.boolean(), street: v.string() }), requiredWhen<Form>('street', (f) => f.shipToHome));
    expect(issues(bare, { shipToHome: true, street: '' })).toEqual([['street', MESSAGES.required]]);
  });

  it('honours the empty-string-only mode', () => {
    const keepBlank = v.pipe(
      v.object({ shipToHome: v.boolean(), street: v.string() }),
      requiredWhen<Form>('street', (f) => f.shipToHome, { mode: 'emptyString' }),
    );
    expect(issues(keepBlank, { shipToHome: true, street: '  ' })).toEqual([]);
    expect(issues(keepBlank, { shipToHome: true, street: '' })).toEqual([['street', MESSAGES.required]]);
  });
});

describe('the conditional wrapper', () => {
  type Form = { contactByPhone: boolean; phone: unknown };
  const schema = v.pipe(
    v.object({ contactByPhone: v.boolean(), phone: v.unknown() }),
    validateWhen<Form>('phone', (f) => f.contactByPhone, phoneString),
  );

  it.each([
    [{ contactByPhone: true, phone: '' }, [['phone', MESSAGES.required]]],
    [{ contactByPhone: true, phone: '12' }, [['phone', MESSAGES.phone]]],
    [{ contactByPhone: true, phone: '555-123-4567' }, []],
    [{ contactByPhone: false, phone: '12' }, []],
    [{ contactByPhone: false, phone: undefined }, []],
  ])('%j → %j', (value, expected) => {
    expect(issues(schema, value)).toEqual(expected);
  });

  it('reads the fields it is told to depend on', () => {
    const reading = v.pipe(
      v.object({ contactByPhone: v.boolean(), phone: v.unknown() }),
      validateWhen<Form>('phone', (f) => f.contactByPhone, phoneString, { reads: ['contactByPhone'] }),
    );
    expect(issues(reading, { contactByPhone: 'yes', phone: '12' })).toHaveLength(1);
  });
});
