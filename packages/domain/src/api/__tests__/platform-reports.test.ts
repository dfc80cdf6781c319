import * as v from 'valibot';
import { basisPointsAsPercent, commissionCents, daysInRange, PlatformReportRequest } from '../platform-reports';

const messages = (input: unknown) => {
  const result = v.safeParse(PlatformReportRequest, input);
  return result.success ? [] : result.issues.map((issue) => `${v.getDotPath(issue) ?? ''}: ${issue.message}`);
};

describe('platform report requests', () => {
  it('take two real days in order, at most a year apart (a leap year included), and an optional time zone', () => {
    expect(messages({ startDate: '01/01/2028', endDate: '12/31/2028', timeZone: 'America/Chicago' })).toEqual([]);
    expect(messages({ startDate: '11/25/2026', endDate: '11/25/2026' })).toEqual([]);
    expect(messages({ startDate: '01/01/2026', endDate: '01/02/2027' })).toEqual(['endDate: The range can be at most 366 days']);
    expect(messages({ startDate: '11/30/2026', endDate: '11/01/2026' })).toEqual(['endDate: The end date cannot be before the start date']);
    expect(messages({ startDate: '2026-11-01', endDate: '11/30/2026' })).toEqual(['startDate: Use a real date as MM/DD/YYYY']);
    expect(messages({ startDate: '11/01/2026' })).toHaveLength(1);
    expect(messages({ startDate: '11/01/2026', endDate: '11/30/2026', jobId: 1 })).toHaveLength(1);
  });

  it('count the days of a range with both ends', () => {
    expect(daysInRange('02/28/2028', '03/01/2028')).toBe(3);
    // A change of daylight saving time in between changes nothing: the days are calendar days.
    expect(daysInRange('03/01/2026', '03/31/2026')).toBe(31);
  });
});

describe('the platform commission', () => {
  it('is the rate of net sales in whole cents, half away from zero, a credit below zero', () => {
    expect(commissionCents(10_000, 500)).toBe(500);
    expect(commissionCents(1_010, 500)).toBe(51);
    expect(commissionCents(-1_010, 500)).toBe(-51);
    expect(commissionCents(0, 500)).toBe(0);
    expect(basisPointsAsPercent(725)).toBe('7.25');
  });
});
