import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Job, PagedList } from '@shutterday/domain';
import type { JobsListParams } from './studio-admin-organizations';
import { apiGet, toSearchParams, createQueryKeys } from '@shutterday/api-client';

export const studioJobKeys = (studioId: number) => createQueryKeys('studioadmin', 'studios', studioId, 'jobs');

const base = (studioId: number) => `studioadmin/studios/${studioId}/jobs`;

export const getStudioJobs = (studioId: number, params: JobsListParams = {}) =>
  apiGet<PagedList<Job>>(base(studioId), { searchParams: toSearchParams({ ...params }) });
export const getStudioJob = (studioId: number, jobId: number) => apiGet<Job>(`${base(studioId)}/${jobId}`);

export const studioJobsQuery = (studioId: number, params: JobsListParams = {}) =>
  queryOptions({ queryKey: studioJobKeys(studioId).list(params), queryFn: () => getStudioJobs(studioId, params), placeholderData: keepPreviousData });
export const studioJobQuery = (studioId: number, jobId: number) =>
  queryOptions({ queryKey: studioJobKeys(studioId).detail(jobId), queryFn: () => getStudioJob(studioId, jobId) });

export const useStudioJobs = (studioId: number, params: JobsListParams = {}) => useQuery(studioJobsQuery(studioId, params));
export const useStudioJob = (studioId: number, jobId: number) => useQuery(studioJobQuery(studioId, jobId));
