import { formatDate, formatDateRange, parseUsDate, reportDateParams } from '..';

describe('dates shown as MM/DD/YYYY in UTC', () => {
  it.each([
    ['2024-03-05T00:00:00Z', '03/05/2024'],
    ['2024-12-31T23:59:59.999Z', '12/31/2024'],
    ['2025-01-01T00:00:00Z', '01/01/2025'],
    // Late evening in New York is already the next day in UTC: the UTC date is shown.
    ['2024-07-04T23:30:00-04:00', '07/05/2024'],
    ['2024-02-29', '02/29/2024'],
  ])('formatDate(%s) is %s', (input, text) => {
    expect(formatDate(input)).toBe(text);
  });

  it('accepts a Date', () => {
    expect(formatDate(new Date(Date.UTC(2026, 0, 9)))).toBe('01/09/2026');
  });

  it('pads years before 1000 to four digits', () => {
    expect(formatDate(new Date(Date.UTC(999, 0, 1)))).toBe('01/01/0999');
  });

  it.each([['not a date'], [''], [new Date(Number.NaN)]])('refuses an invalid date %p', (bad) => {
    expect(() => formatDate(bad)).toThrow(RangeError);
  });
});

describe('report date ranges', () => {
  it('formatDateRange joins both ends', () => {
    expect(formatDateRange('2024-03-01T00:00:00Z', new Date(Date.UTC(2024, 2, 31)))).toBe('03/01/2024 - 03/31/2024');
  });

  it('reportDateParams gives the startDate and endDate of the report calls', () => {
    expect(reportDateParams('2024-01-01', '2024-01-31')).toEqual({ startDate: '01/01/2024', endDate: '01/31/2024' });
  });
});

describe('parseUsDate', () => {
  it.each([
    ['03/05/2024', Date.UTC(2024, 2, 5)],
    [' 02/29/2024 ', Date.UTC(2024, 1, 29)],
    ['12/31/1999', Date.UTC(1999, 11, 31)],
  ])('reads %p', (text, time) => {
    expect(parseUsDate(text)?.getTime()).toBe(time);
  });

  it.each([['02/29/2023'], ['02/30/2024'], ['13/01/2024'], ['00/10/2024'], ['3/5/2024'], ['2024-03-05'], ['']])(
    'refuses %p',
    (text) => {
      expect(parseUsDate(text)).toBeNull();
    },
  );
});
