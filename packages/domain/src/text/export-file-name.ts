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

export { dayIn } from '../dates/time-zone';
