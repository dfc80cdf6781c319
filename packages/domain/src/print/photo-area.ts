import { parsePositionCoords } from '../crop/position-coords';

/**
 * Where a photo sits on a print, in % of the print (each cell of a sheet): what the package form shows
 * instead of raw `positionCoords`. Null is the whole print.
 */
export interface PhotoArea {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The area of saved coordinates (either spec §3 format); null for none, `unreadable` for text that is neither. */
export function photoAreaOf(coords: string | null | undefined): PhotoArea | null | 'unreadable' {
  if (coords == null || coords.trim() === '') return null;
  try {
    const { left, top, width, height } = parsePositionCoords(coords);
    return { left, top, width, height };
  } catch {
    return 'unreadable';
  }
}

/** What is wrong with an area, in the studio's words, or null when it fits on the print. */
export function photoAreaProblem(area: PhotoArea): string | null {
  const values = [area.left, area.top, area.width, area.height];
  if (values.some((value) => !Number.isFinite(value))) return 'Enter each side as a number from 0 to 100';
  if (area.left < 0 || area.top < 0) return 'Left and top are at least 0 %';
  if (area.width <= 0 || area.height <= 0) return 'Width and height are more than 0 %';
  if (area.left + area.width > 100) return 'Left plus width is at most 100 % of the print';
  if (area.top + area.height > 100) return 'Top plus height is at most 100 % of the print';
  return null;
}

const two = (value: number) => String(Math.round(value * 100) / 100);

/** The area as spec §3's four-number format ("left top width height"); null for the whole print. */
export function photoAreaCoords(area: PhotoArea | null): string | null {
  return area ? [area.left, area.top, area.width, area.height].map(two).join(' ') : null;
}

/** What a text on the print says: the child's name (or part of it), a data field of the subject, or what the parent types. */
export const TEXT_SOURCES = [
  { value: 'fullName', label: "The child's full name" },
  { value: 'firstName', label: "The child's first name" },
  { value: 'lastName', label: "The child's last name" },
  { value: 'typed', label: 'Typed by the parent' },
  { value: 'field', label: "A data field of the child's record" },
] as const;
export type TextSourceChoice = (typeof TEXT_SOURCES)[number]['value'];

/** The choice for a saved data source (anything not a name part is a data field's name). */
export function textSourceChoice(dataSource: string | null | undefined): { source: TextSourceChoice; field: string } {
  const source = (dataSource ?? '').trim();
  if (source === '') return { source: 'typed', field: '' };
  if (source === 'fullName' || source === 'firstName' || source === 'lastName') return { source, field: '' };
  return { source: 'field', field: source };
}

/** The data source saved for a choice (null: the parent types it). */
export function textSourceOf(source: TextSourceChoice, field: string): string | null {
  if (source === 'typed') return null;
  if (source === 'field') return field.trim() || null;
  return source;
}
