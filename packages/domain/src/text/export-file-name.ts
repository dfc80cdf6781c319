/**
 * A downloaded file's name a studio can read in its downloads folder: whose it is (the organization, job or
 * studio name), what it is, and the day it was made: `Maple-High-subjects-2026-11-26.csv`. Letters lose
 * their accents and anything but letters and digits becomes one dash, so the name is safe in a
 * Content-Disposition header and on every file system; an empty name falls back to `fallback`.
 */
export function exportFileName(owner: string, kind: string, day: string, extension: string, fallback = 'export'): string {
  const slug = owner
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `${slug || fallback}-${kind}-${day}.${extension}`;
}

/** Today's date as `YYYY-MM-DD` where the studio is (an IANA time zone), UTC by default or when the zone is unknown here. */
export function dayIn(now: Date, timeZone = 'UTC'): string {
  const format = (zone: string) => new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  try {
    return format(timeZone);
  } catch {
    return format('UTC');
  }
}
