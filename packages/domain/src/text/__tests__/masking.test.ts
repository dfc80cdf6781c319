import { maskValue, textNodeMaskKind, unmaskedValue } from '..';

describe('masking of e-mail and phone text-node values', () => {
  it.each([
    ['parent@shutterday.test', 'email', 'pa********************'],
    ['ab', 'email', 'ab'],
    ['abc', 'email', 'ab*'],
    ['', 'email', ''],
    ['555-123-4567', 'phone', '555-1*******'],
    ['12345', 'phone', '12345'],
    ['123456', 'phone', '12345*'],
  ] as const)('maskValue(%p, %s) is %p', (value, kind, masked) => {
    expect(maskValue(value, kind)).toBe(masked);
  });

  it.each([
    [{ name: 'Email', dataSource: null, obscure: false }, 'email'],
    [{ name: 'contact', dataSource: 'parentE-mail', obscure: true }, 'email'],
    [{ name: 'Phone', dataSource: null, obscure: false }, 'phone'],
    [{ name: 'secret', dataSource: null, obscure: true }, 'phone'],
    [{ name: 'firstName', dataSource: 'firstName', obscure: false }, undefined],
  ])('%j is masked as %p', (node, kind) => {
    expect(textNodeMaskKind(node)).toBe(kind);
  });

  it.each([
    ['parent@shutterday.test', 'pa********************', 'email', 'parent@shutterday.test'], // unchanged → original
    ['parent@shutterday.test', 'mom@example.test', 'email', 'mom@example.test'],
    ['555-123-4567', '555-1*******', 'phone', '555-123-4567'],
    ['555-123-4567', '555-1******8', 'phone', '555-1******8'],
  ] as const)('original %p shown %p sends %p', (original, shown, kind, sent) => {
    expect(unmaskedValue(original, shown, kind)).toBe(sent);
  });
});
