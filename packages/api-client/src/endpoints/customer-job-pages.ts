import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { DEFAULT_PAGE, hasMorePages, type CustomerJob, type PagedList } from '@shutterday/domain';
import { apiGet } from '../http/client';
import { toSearchParams } from '../http/search-params';
import { createQueryKeys } from '../query-keys';

/**
 * The studio landing's job list, page by page (spec §4 paged loader): the server answers a PagedList
 * of 50, and the next page is asked for only while currentPage × pageSize is below totalRecords.
 */
export const customerJobPageKeys = createQueryKeys('customer', 'job-pages');

export interface CustomerJobPagesParams {
  studioId: number;
  search?: string;
  /** A studio or job access code (`/:studioSlug/code/:code`). */
  code?: string;
}

export const getCustomerJobPage = ({ studioId, search, code }: CustomerJobPagesParams, page: number, signal?: AbortSignal) => {
  const searchParams = toSearchParams({ page, search, code });
  return apiGet<PagedList<CustomerJob>>(`customer/studios/${studioId}/jobs`, { searchParams, signal });
};

export const customerJobPagesQuery = (params: CustomerJobPagesParams) =>
  infiniteQueryOptions({
    queryKey: customerJobPageKeys.list(params),
    queryFn: ({ pageParam, signal }) => getCustomerJobPage(params, pageParam, signal),
    initialPageParam: DEFAULT_PAGE,
    getNextPageParam: (last: PagedList<CustomerJob>) => (hasMorePages(last) ? last.currentPage + 1 : undefined),
  });

/** Keeps the previous list on screen while a new search loads, so typing does not flash a spinner. */
export const useCustomerJobPages = (params: CustomerJobPagesParams) =>
  useInfiniteQuery({ ...customerJobPagesQuery(params), placeholderData: keepPreviousData });
