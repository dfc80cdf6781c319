import { splitFieldErrors } from '../field-errors';

describe('splitFieldErrors', () => {
  it("puts a field's message on the field, without its internal name, and keeps the rest", () => {
    const { byField, rest } = splitFieldErrors(
      ['studioSlug: This studio address is already taken', 'Too many requests from your address.', 'other: Not a form field'],
      ['studioSlug', 'email'] as const,
    );
    expect(byField).toEqual({ studioSlug: 'This studio address is already taken' });
    expect(rest).toEqual(['Too many requests from your address.', 'other: Not a form field']);
  });
});
