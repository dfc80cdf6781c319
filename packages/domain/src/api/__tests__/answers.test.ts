import * as v from 'valibot';
import { answer, CartDetailsAnswer, dataAnswer, ErrorsAnswer, OrganizationAnswer, pagedAnswer } from '../answers';

describe('the answer schemas', () => {
  it('refuse to compile when a schema and the type the apps read differ (a field missing, extra, or optional)', () => {
    type Thing = { id: number; name: string };
    const exact = answer<Thing>()(v.strictObject({ id: v.number(), name: v.string() }));
    // @ts-expect-error the schema lacks `name`
    answer<Thing>()(v.strictObject({ id: v.number() }));
    // @ts-expect-error the schema has a field the type does not
    answer<Thing>()(v.strictObject({ id: v.number(), name: v.string(), secret: v.string() }));
    // @ts-expect-error `name` is optional in the schema only
    answer<Thing>()(v.strictObject({ id: v.number(), name: v.optional(v.string()) }));
    expect(v.is(exact, { id: 1, name: 'x' })).toBe(true);
  });

  it('read the envelope: { data }, a page, { errors } with at least one line, and nothing they do not name', () => {
    const organization = { id: 1, studioId: 1, name: 'Lincoln Elementary', type: 'school', contact: null, jobCount: 2, version: 3 };
    expect(v.is(dataAnswer(OrganizationAnswer), { data: organization })).toBe(true);
    expect(v.is(dataAnswer(OrganizationAnswer), { data: { ...organization, passwordHash: 'x' } })).toBe(false);
    expect(v.is(pagedAnswer(OrganizationAnswer), { data: { resultItems: [organization], currentPage: 1, pageSize: 50, totalRecords: 1 } })).toBe(true);
    expect(v.is(ErrorsAnswer, { errors: ['Organization not found'] })).toBe(true);
    expect(v.is(ErrorsAnswer, { errors: [] })).toBe(false);
  });

  it("read a cart's package names keyed by id, as JSON writes them (text keys)", () => {
    const cart = {
      id: 0, jobId: 1, cartPackages: [], subjects: [], cartOrderServicesDetails: { cartOrderServices: [], imageLevel: false, retouches: [], personalizations: [] },
      orderMethod: null, status: 'open', total: 0, incompleteCartPackageIds: [], hasStandardPackage: false, packageNames: { '12': 'Package A' }, replacedBy: { '12': 15 }, lineAnswers: { '7': [{ name: 'teacher', value: 'Ms. Carter' }] },
    };
    expect(v.parse(CartDetailsAnswer, cart).packageNames).toEqual({ 12: 'Package A' });
    expect(v.is(CartDetailsAnswer, { ...cart, packageNames: { twelve: 'Package A' } })).toBe(false);
  });
});
