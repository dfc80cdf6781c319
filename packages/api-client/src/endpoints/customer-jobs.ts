import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CustomerJob, PagedList } from '@shutterday/domain';
import { apiGet } from '../http/client';
import { toSearchParams } from '../http/search-params';
import { createQueryKeys } from '../query-keys';

export const customerJobKeys = createQueryKeys('customer', 'jobs');

export interface CustomerJobsParams {
  studioId: number;
  search?: string;
  /** The studio access code or a job's access code. */
  code?: string;
  page?: number;
}

/** Published, not archived jobs of a studio, paged. */
export const getCustomerJobs = ({ studioId, ...query }: CustomerJobsParams) =>
  apiGet<PagedList<CustomerJob>>(`customer/studios/${studioId}/jobs`, { searchParams: toSearchParams({ ...query }) });

export const getCustomerJob = (jobId: number) => apiGet<CustomerJob>(`customer/jobs/${jobId}`);

export const customerJobsQuery = (params: CustomerJobsParams) =>
  queryOptions({ queryKey: customerJobKeys.list(params), queryFn: () => getCustomerJobs(params) });

export const customerJobQuery = (jobId: number) =>
  queryOptions({ queryKey: customerJobKeys.detail(jobId), queryFn: () => getCustomerJob(jobId) });

export const useCustomerJobs = (params: CustomerJobsParams) => useQuery(customerJobsQuery(params));
export const useCustomerJob = (jobId: number) => useQuery(customerJobQuery(jobId));
