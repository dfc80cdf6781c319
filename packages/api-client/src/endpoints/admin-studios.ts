import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PagedList, StudioDetails, StudioSummary } from '@shutterday/domain';
import { apiGet } from '../http/client';
import { toSearchParams } from '../http/search-params';
import { createQueryKeys } from '../query-keys';

export const adminStudioKeys = createQueryKeys('admin', 'studios');

export interface AdminStudiosParams {
  page?: number;
  search?: string;
}

export const getAdminStudios = (params: AdminStudiosParams = {}) =>
  apiGet<PagedList<StudioSummary>>('admin/studios', { searchParams: toSearchParams({ ...params }) });
export const getAdminStudio = (studioId: number) => apiGet<StudioDetails>(`admin/studios/${studioId}`);

export const adminStudiosQuery = (params: AdminStudiosParams = {}) =>
  queryOptions({ queryKey: adminStudioKeys.list(params), queryFn: () => getAdminStudios(params), placeholderData: keepPreviousData });
export const adminStudioQuery = (studioId: number) =>
  queryOptions({ queryKey: adminStudioKeys.detail(studioId), queryFn: () => getAdminStudio(studioId) });

export const useAdminStudios = (params: AdminStudiosParams = {}) => useQuery(adminStudiosQuery(params));
export const useAdminStudio = (studioId: number) => useQuery(adminStudioQuery(studioId));
