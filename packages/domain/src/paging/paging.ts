import * as v from 'valibot';
import { DB_INTEGER_MAX, wholeNumberOrText } from '../validation/whole-number';

export const DEFAULT_PAGE_SIZE = 50;
export const DEFAULT_PAGE = 1;
/** Not in the spec: the largest page a caller may ask for, so one request cannot pull a whole table. */
export const MAX_PAGE_SIZE = 200;

export interface PageInfo {
  currentPage: number;
  pageSize: number;
  totalRecords: number;
}

/** The paged loader stops once currentPage × pageSize reaches or exceeds totalRecords (spec §4). */
export function hasMorePages({ currentPage, pageSize, totalRecords }: PageInfo): boolean {
  return currentPage * pageSize < totalRecords;
}

/** Rows to skip for a 1-based page. */
export function pageOffset(page: number, pageSize: number): number {
  return (page - 1) * pageSize;
}

// Query strings arrive as text; forms and tests may pass numbers. Both are accepted.
const pageNumber = (fallback: number, max: number) => v.optional(wholeNumberOrText(1, max), fallback);

/** `page` and `pageSize` of a list request, with the spec's defaults (page 1, 50 per page). */
export const PageParams = v.object({
  page: pageNumber(DEFAULT_PAGE, DB_INTEGER_MAX),
  pageSize: pageNumber(DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE),
});
export type PageParams = v.InferOutput<typeof PageParams>;
