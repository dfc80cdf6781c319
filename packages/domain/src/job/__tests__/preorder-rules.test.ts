import { isPreorderWindowOpen, preorderFieldProblems, preorderWindowState, type PreorderField } from '..';

describe('isPreorderWindowOpen', () => {
  const at = (iso: string) => new Date(iso);
  it('is open on its first and last day (UTC) and closed the day before and after', () => {
    const window = { opensOn: '2027-04-01', closesOn: '2027-04-30' };
    expect(isPreorderWindowOpen(window, at('2027-03-31T23:59:59Z'))).toBe(false);
    expect(isPreorderWindowOpen(window, at('2027-04-01T00:00:00Z'))).toBe(true);
    expect(isPreorderWindowOpen(window, at('2027-04-30T23:59:59Z'))).toBe(true);
    expect(isPreorderWindowOpen(window, at('2027-05-01T00:00:00Z'))).toBe(false);
  });
  it('reads its days in the studio’s time zone: the last day ends at midnight where the studio is', () => {
    const window = { opensOn: '2027-04-01', closesOn: '2027-04-30' };
    // 9 pm on April 30 in Chicago is May 1 in UTC: parents there can still order.
    expect(isPreorderWindowOpen(window, at('2027-05-01T02:00:00Z'), 'America/Chicago')).toBe(true);
    expect(isPreorderWindowOpen(window, at('2027-05-01T05:00:00Z'), 'America/Chicago')).toBe(false);
    expect(isPreorderWindowOpen(window, at('2027-04-01T04:59:59Z'), 'America/Chicago')).toBe(false);
  });
  it('leaves a side without a day open', () => {
    expect(isPreorderWindowOpen({ opensOn: null, closesOn: null }, at('1999-01-01T00:00:00Z'))).toBe(true);
    expect(isPreorderWindowOpen({ opensOn: null, closesOn: '2027-04-30' }, at('2020-01-01T00:00:00Z'))).toBe(true);
    expect(isPreorderWindowOpen({ opensOn: '2027-04-01', closesOn: null }, at('2030-01-01T00:00:00Z'))).toBe(true);
  });
});

describe('preorderWindowState', () => {
  const at = (iso: string) => new Date(iso);
  it('is upcoming before the first day, open through the last day (UTC), closed after it', () => {
    const window = { opensOn: '2027-04-01', closesOn: '2027-04-30' };
    expect(preorderWindowState(window, at('2027-03-31T23:59:59Z'))).toBe('upcoming');
    expect(preorderWindowState(window, at('2027-04-01T00:00:00Z'))).toBe('open');
    expect(preorderWindowState(window, at('2027-04-30T23:59:59Z'))).toBe('open');
    expect(preorderWindowState(window, at('2027-05-01T00:00:00Z'))).toBe('closed');
  });
  it('is never upcoming without a first day nor closed without a last day', () => {
    expect(preorderWindowState({ opensOn: null, closesOn: '2027-04-30' }, at('2020-01-01T00:00:00Z'))).toBe('open');
    expect(preorderWindowState({ opensOn: '2027-04-01', closesOn: null }, at('2030-01-01T00:00:00Z'))).toBe('open');
  });
});

describe('preorderFieldProblems', () => {
  const fields: PreorderField[] = [
    { name: 'teacher', label: 'Teacher', required: true, type: 'text', options: [] },
    { name: 'shirt', label: 'T-shirt size', required: false, type: 'choice', options: ['S', 'M'] },
  ];
  it('names each required field left blank and each choice not offered', () => {
    expect(preorderFieldProblems(fields, [{ name: 'shirt', value: 'XL' }])).toEqual(['Teacher: This field is required', 'T-shirt size: Choose one of the offered answers']);
    expect(preorderFieldProblems(fields, [{ name: 'teacher', value: '   ' }])).toEqual(['Teacher: This field is required']);
  });
  it('accepts the answers, an optional field left out, and ignores fields the job does not ask', () => {
    expect(preorderFieldProblems(fields, [{ name: 'teacher', value: 'Ms. Rivera' }, { name: 'other', value: 'x' }])).toEqual([]);
    expect(preorderFieldProblems(fields, [{ name: 'teacher', value: 'Ms. Rivera' }, { name: 'shirt', value: 'M' }])).toEqual([]);
  });
});
