import { dayIn, isKnownTimeZone, zonedDayEnd, zonedDayStart } from '../time-zone';

describe('a studio’s days in its time zone', () => {
  it('knows real zones and refuses made-up ones', () => {
    expect(isKnownTimeZone('America/Chicago')).toBe(true);
    expect(isKnownTimeZone('UTC')).toBe(true);
    expect(isKnownTimeZone('Mars/Olympus')).toBe(false);
  });

  it('reads today where the studio is: 8 pm in Chicago is already tomorrow in UTC', () => {
    const evening = new Date('2027-03-01T02:00:00Z'); // Feb 28, 8 pm in Chicago (UTC−6)
    expect(dayIn(evening, 'America/Chicago')).toBe('2027-02-28');
    expect(dayIn(evening)).toBe('2027-03-01');
    expect(dayIn(evening, 'Mars/Olympus')).toBe('2027-03-01');
  });

  it('a day starts and ends at the zone’s midnights, daylight saving included', () => {
    expect(zonedDayStart('2027-02-28', 'America/Chicago').toISOString()).toBe('2027-02-28T06:00:00.000Z');
    expect(zonedDayEnd('2027-02-28', 'America/Chicago').toISOString()).toBe('2027-03-01T05:59:59.999Z');
    // Summer time: five hours behind UTC.
    expect(zonedDayStart('2027-07-04', 'America/Chicago').toISOString()).toBe('2027-07-04T05:00:00.000Z');
    // The day clocks spring forward (March 14, 2027) is 23 hours long; it starts before the change.
    expect(zonedDayStart('2027-03-14', 'America/Chicago').toISOString()).toBe('2027-03-14T06:00:00.000Z');
    expect(zonedDayEnd('2027-03-14', 'America/Chicago').toISOString()).toBe('2027-03-15T04:59:59.999Z');
    // East of UTC, and UTC itself.
    expect(zonedDayStart('2027-01-01', 'Asia/Tokyo').toISOString()).toBe('2026-12-31T15:00:00.000Z');
    expect(zonedDayEnd('2027-01-31').toISOString()).toBe('2027-01-31T23:59:59.999Z');
  });
});
