import { hasAddressValue } from '..';

describe('the organization contact is saved only when an address field has a value', () => {
  const empty = { line1: null, line2: null, city: null, state: null, postalCode: null, country: null };
  it.each([
    [null, false],
    [undefined, false],
    [empty, false],
    [{ ...empty, city: '  ' }, false],
    [{ ...empty, city: 'Springfield' }, true],
    [{ postalCode: '12345' }, true],
  ])('%j → %p', (address, save) => {
    expect(hasAddressValue(address)).toBe(save);
  });
});
