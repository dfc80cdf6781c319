import { FIRST_DAY_OF_WEEK, isWithin, monthBounds, weekBounds } from '..';

const utc = (iso: string) => new Date(iso);

describe('calendar week boundaries (US: weeks start on Sunday, UTC, end exclusive)', () => {
  it('starts weeks on Sunday', () => {
    expect(FIRST_DAY_OF_WEEK).toBe(0);
  });

  it.each([
    // 2024-03-10 is a Sunday.
    ['2024-03-10T00:00:00.000Z', '2024-03-10', '2024-03-17'], // the first instant of the week
    ['2024-03-09T23:59:59.999Z', '2024-03-03', '2024-03-10'], // the last instant of the week before
    ['2024-03-13T12:00:00.000Z', '2024-03-10', '2024-03-17'], // midweek
    ['2024-03-16T23:59:59.999Z', '2024-03-10', '2024-03-17'], // Saturday night
    ['2024-12-31T10:00:00.000Z', '2024-12-29', '2025-01-05'], // across a year end
    ['2024-03-01T05:00:00.000Z', '2024-02-25', '2024-03-03'], // across a month end, leap year
  ])('weekBounds(%s) is %s .. %s', (now, start, end) => {
    expect(weekBounds(utc(now))).toEqual({ start: utc(`${start}T00:00:00Z`), end: utc(`${end}T00:00:00Z`) });
  });

  it('uses the UTC day, not the local one', () => {
    // Saturday 20:00 in New York is Sunday 01:00 UTC: already the new week.
    expect(weekBounds(utc('2024-03-09T20:00:00-05:00')).start).toEqual(utc('2024-03-10T00:00:00Z'));
  });
});

describe('calendar month boundaries (UTC, end exclusive)', () => {
  it.each([
    ['2024-02-01T00:00:00.000Z', '2024-02-01', '2024-03-01'],
    ['2024-02-29T23:59:59.999Z', '2024-02-01', '2024-03-01'],
    ['2024-12-15T00:00:00.000Z', '2024-12-01', '2025-01-01'],
    ['2025-01-31T23:59:59.999Z', '2025-01-01', '2025-02-01'],
  ])('monthBounds(%s) is %s .. %s', (now, start, end) => {
    expect(monthBounds(utc(now))).toEqual({ start: utc(`${start}T00:00:00Z`), end: utc(`${end}T00:00:00Z`) });
  });
});

describe('isWithin a half-open range', () => {
  const range = monthBounds(utc('2024-02-10T00:00:00Z'));
  it.each([
    ['2024-01-31T23:59:59.999Z', false],
    ['2024-02-01T00:00:00.000Z', true],
    ['2024-02-29T23:59:59.999Z', true],
    ['2024-03-01T00:00:00.000Z', false],
  ])('%s → %p', (instant, inside) => {
    expect(isWithin(range, utc(instant))).toBe(inside);
  });
});
