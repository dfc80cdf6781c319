import * as v from 'valibot';
import { EntityId, PageParams } from '../..';
import { OrganizationNameQuery } from '../../staff';
import { DB_INTEGER_MAX, wholeNumber } from '../whole-number';

const issues = (schema: v.GenericSchema, value: unknown) => {
  const result = v.safeParse(schema, value);
  return result.success ? [] : result.issues.map((issue) => issue.message);
};

describe('ids are held to the database integer range', () => {
  it.each(['2147483648', 2147483648, '9007199254740993', 2 ** 53 + 2])('refuses %p as too large', (value) => {
    expect(issues(EntityId, value)).toEqual([expect.stringMatching(/^This value must (be at most 2147483647|be a whole number)$/)]);
  });

  it.each(['0', 0, '-1', -1, '1e3', '0x10', '1.5', ' ', ''])('refuses %p', (value) => {
    expect(issues(EntityId, value)).not.toEqual([]);
  });

  it('takes the largest id there is, as text and as a number', () => {
    expect(v.parse(EntityId, '2147483647')).toBe(DB_INTEGER_MAX);
    expect(v.parse(EntityId, DB_INTEGER_MAX)).toBe(DB_INTEGER_MAX);
  });

  it('says what the largest is, in words a caller can act on', () => {
    expect(issues(EntityId, '2147483648')).toEqual(['This value must be at most 2147483647']);
    expect(issues(OrganizationNameQuery, { name: 'x', exceptId: '2147483648' })).toEqual(['This value must be at most 2147483647']);
  });

  it('bounds a page number the same way', () => {
    expect(issues(PageParams, { page: '2147483648' })).toEqual(['This value must be at most 2147483647']);
    expect(v.parse(PageParams, { page: '2147483647' })).toEqual({ page: DB_INTEGER_MAX, pageSize: 50 });
  });

  it('refuses text where a JSON number is expected', () => {
    expect(issues(wholeNumber(0, 10), '3')).toEqual(['This value must be a whole number']);
    expect(issues(wholeNumber(0, 10), 11)).toEqual(['This value must be at most 10']);
  });
});
