import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Job, Organization, PagedList } from '@shutterday/domain';
import { type OrganizationUpdate } from '@shutterday/domain/staff';
import { type JobState, type OrganizationCreateInput, type OrganizationNameValidity } from '@shutterday/domain/staff';
import { apiGet, toSearchParams, createQueryKeys, defineResource, type ResourceListParams } from '@shutterday/api-client';

export type StudioScope = { studioId: number };

/** The studio's organizations: the generic resource at .../studios/{studioId}/organizations. */
export const organizationsResource = defineResource<Organization, OrganizationCreateInput, OrganizationUpdate, StudioScope>({
  path: ({ studioId }) => `studioadmin/studios/${studioId}/organizations`,
});

export const organizationKeys = (studioId: number) => organizationsResource.keys({ studioId });
export const organizationJobKeys = (studioId: number, organizationId: number) =>
  createQueryKeys('studioadmin', 'studios', studioId, 'organizations', organizationId, 'jobs');

export type OrganizationsParams = ResourceListParams;

export interface JobsListParams {
  page?: number;
  search?: string;
  prepay?: boolean;
  galleries?: boolean;
  state?: JobState;
}

const base = (studioId: number) => `studioadmin/studios/${studioId}/organizations`;

export const getOrganizations = (studioId: number, params: OrganizationsParams = {}) => organizationsResource.list({ studioId }, params);
export const getOrganization = (studioId: number, organizationId: number) => organizationsResource.get({ studioId }, organizationId);
export const getOrganizationJobs = (studioId: number, organizationId: number, params: JobsListParams = {}) =>
  apiGet<PagedList<Job>>(`${base(studioId)}/${organizationId}/jobs`, { searchParams: toSearchParams({ ...params }) });
/** Spec §5: GET .../organizations/valid?name= — `exceptId` lets the organization being edited keep its name. */
export const checkOrganizationName = (studioId: number, name: string, exceptId?: number) =>
  apiGet<OrganizationNameValidity>(`${base(studioId)}/valid`, { searchParams: toSearchParams({ name, exceptId }) });

export const organizationsQuery = (studioId: number, params: OrganizationsParams = {}) => organizationsResource.listQuery({ studioId }, params);
export const organizationQuery = (studioId: number, organizationId: number) => organizationsResource.detailQuery({ studioId }, organizationId);
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
/** The name check as you type: asked only for a non-empty name (debounce the name before passing it). */
export const useOrganizationNameCheck = (studioId: number, name: string, exceptId?: number) =>
  useQuery({
    queryKey: [...organizationKeys(studioId).all, 'valid', { name, exceptId }],
    queryFn: () => checkOrganizationName(studioId, name, exceptId),
    enabled: name.trim() !== '',
    staleTime: 5_000,
  });
