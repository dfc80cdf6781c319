import * as v from 'valibot';
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE, hasMorePages, MAX_PAGE_SIZE, pageOffset, PageParams } from '..';

describe('paging defaults', () => {
  it('uses page size 50 and page 1', () => {
    expect(DEFAULT_PAGE_SIZE).toBe(50);
    expect(DEFAULT_PAGE).toBe(1);
  });
});

describe('the paged loader stops when currentPage × pageSize ≥ totalRecords', () => {
  it.each([
    [1, 50, 0, false],
    [1, 50, 49, false],
    [1, 50, 50, false],
    [1, 50, 51, true],
    [2, 50, 100, false],
    [2, 50, 101, true],
    [3, 50, 101, false],
    [1, 10, 11, true],
  ])('page %d × %d of %d records: more = %p', (currentPage, pageSize, totalRecords, more) => {
    expect(hasMorePages({ currentPage, pageSize, totalRecords })).toBe(more);
  });
});

describe('pageOffset', () => {
  it.each([
    [1, 50, 0],
    [2, 50, 50],
    [3, 10, 20],
  ])('page %d of %d skips %d', (page, size, offset) => {
    expect(pageOffset(page, size)).toBe(offset);
  });
});

describe('PageParams', () => {
  it('fills the defaults', () => {
    expect(v.parse(PageParams, {})).toEqual({ page: 1, pageSize: 50 });
  });

  it('reads query-string text and numbers', () => {
    expect(v.parse(PageParams, { page: '3', pageSize: '20' })).toEqual({ page: 3, pageSize: 20 });
    expect(v.parse(PageParams, { page: 2, pageSize: MAX_PAGE_SIZE })).toEqual({ page: 2, pageSize: MAX_PAGE_SIZE });
  });

  it.each([
    [{ page: '0' }],
    [{ page: '1.5' }],
    [{ page: 'abc' }],
    [{ pageSize: String(MAX_PAGE_SIZE + 1) }],
    [{ pageSize: 0 }],
  ])('refuses %j', (query) => {
    expect(v.safeParse(PageParams, query).success).toBe(false);
  });
});
