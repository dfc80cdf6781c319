import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Job, Organization, PagedList } from '@shutterday/domain';
import { apiGet } from '../http/client';
import { toSearchParams } from '../http/search-params';
import { createQueryKeys } from '../query-keys';

export const organizationKeys = (studioId: number) => createQueryKeys('studioadmin', 'studios', studioId, 'organizations');
export const organizationJobKeys = (studioId: number, organizationId: number) =>
  createQueryKeys('studioadmin', 'studios', studioId, 'organizations', organizationId, 'jobs');

export interface OrganizationsParams {
  page?: number;
  search?: string;
}

export interface JobsListParams extends OrganizationsParams {
  prepay?: boolean;
  galleries?: boolean;
}

const base = (studioId: number) => `studioadmin/studios/${studioId}/organizations`;

export const getOrganizations = (studioId: number, params: OrganizationsParams = {}) =>
  apiGet<PagedList<Organization>>(base(studioId), { searchParams: toSearchParams({ ...params }) });
export const getOrganization = (studioId: number, organizationId: number) =>
  apiGet<Organization>(`${base(studioId)}/${organizationId}`);
export const getOrganizationJobs = (studioId: number, organizationId: number, params: JobsListParams = {}) =>
  apiGet<PagedList<Job>>(`${base(studioId)}/${organizationId}/jobs`, { searchParams: toSearchParams({ ...params }) });

export const organizationsQuery = (studioId: number, params: OrganizationsParams = {}) =>
  queryOptions({ queryKey: organizationKeys(studioId).list(params), queryFn: () => getOrganizations(studioId, params), placeholderData: keepPreviousData });
export const organizationQuery = (studioId: number, organizationId: number) =>
  queryOptions({ queryKey: organizationKeys(studioId).detail(organizationId), queryFn: () => getOrganization(studioId, organizationId) });
export const organizationJobsQuery = (studioId: number, organizationId: number, params: JobsListParams = {}) =>
  queryOptions({
    queryKey: organizationJobKeys(studioId, organizationId).list(params),
    queryFn: () => getOrganizationJobs(studioId, organizationId, params),
    placeholderData: keepPreviousData,
  });

export const useOrganizations = (studioId: number, params: OrganizationsParams = {}) => useQuery(organizationsQuery(studioId, params));
export const useOrganization = (studioId: number, organizationId: number) => useQuery(organizationQuery(studioId, organizationId));
export const useOrganizationJobs = (studioId: number, organizationId: number, params: JobsListParams = {}) =>
  useQuery(organizationJobsQuery(studioId, organizationId, params));
