import type { ApiData, PagedList } from '@shutterday/domain';

export function ok<T>(data: T): ApiData<T> {
  return { data };
}

export function paged<T>(resultItems: T[], page: { page: number; pageSize: number }, totalRecords: number): ApiData<PagedList<T>> {
  return { data: { resultItems, currentPage: page.page, pageSize: page.pageSize, totalRecords } };
}
