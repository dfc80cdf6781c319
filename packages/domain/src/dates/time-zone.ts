// A studio's days are its own: a prepay window's last day and a coupon's dates end at midnight where the
// studio is, not in UTC. Native Intl only (the zone database every runtime carries), as in format.ts.

/** Whether this runtime knows the IANA time zone (America/Chicago yes, Mars/Olympus no). */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** Today's date as `YYYY-MM-DD` where the studio is (an IANA time zone), UTC by default or when the zone is unknown here. */
export function dayIn(now: Date, timeZone = 'UTC'): string {
  const zone = isKnownTimeZone(timeZone) ? timeZone : 'UTC';
  return new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** How far the zone's wall clock is ahead of UTC at that instant, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)!.value);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return wall - Math.floor(instant / 1000) * 1000;
}

/**
 * The first instant of a `YYYY-MM-DD` day in the zone (UTC when unknown). The zone's offset is read at the
 * guessed instant and once more at the result, so a day that starts next to a daylight-saving change lands right.
 */
export function zonedDayStart(day: string, timeZone = 'UTC'): Date {
  const zone = isKnownTimeZone(timeZone) ? timeZone : 'UTC';
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const midnight = Date.UTC(year, month - 1, date);
  const first = midnight - offsetAt(midnight, zone);
  return new Date(midnight - offsetAt(first, zone));
}

/** The last instant (to the millisecond) of a `YYYY-MM-DD` day in the zone: a day given "until" ends there. */
export function zonedDayEnd(day: string, timeZone = 'UTC'): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(year, month - 1, date + 1)).toISOString().slice(0, 10);
  return new Date(zonedDayStart(next, timeZone).getTime() - 1);
}

/** The zones a studio can choose from: UTC, then every IANA zone this runtime knows (America/Chicago…). */
export function timeZoneNames(): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return ['UTC', ...known.filter((zone) => zone !== 'UTC')];
}

/**
 * A form's validity days (`YYYY-MM-DD`, '' for none) as the instants the API keeps: from the first moment
 * of the first day to the last moment of the last day, where the studio is.
 */
export function validityInstants(startDay: string, endDay: string, timeZone: string): { startsAt: string | null; endsAt: string | null } {
  return {
    startsAt: startDay ? zonedDayStart(startDay, timeZone).toISOString() : null,
    endsAt: endDay ? zonedDayEnd(endDay, timeZone).toISOString() : null,
  };
}

/** An instant the API keeps as the `YYYY-MM-DD` day it falls on where the studio is ('' for none). */
export const validityDay = (instant: string | null, timeZone: string): string => (instant ? dayIn(new Date(instant), timeZone) : '');
