import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PagedList, StudioDetails, StudioSummary } from '@shutterday/domain';
import type { AdminAttention, AdminStudioUpdateRequest } from '@shutterday/domain/staff';
import { apiGet, apiPatch, apiPost, toSearchParams, createQueryKeys } from '@shutterday/api-client';

export const adminStudioKeys = createQueryKeys('admin', 'studios');

export interface AdminStudiosParams {
  page?: number;
  search?: string;
}

export const getAdminStudios = (params: AdminStudiosParams = {}) =>
  apiGet<PagedList<StudioSummary>>('admin/studios', { searchParams: toSearchParams({ ...params }) });
export const getAdminStudio = (studioId: number) => apiGet<StudioDetails>(`admin/studios/${studioId}`);
/** A studio opened by setup starts `pending`; approving opens its studio admin and customer pages (idempotent). */
export const approveAdminStudio = ({ id, slug }: Pick<StudioSummary, 'id' | 'slug'>) => apiPost<StudioDetails>(`admin/studios/${id}/approve`, { slug });

export const adminStudiosQuery = (params: AdminStudiosParams = {}) =>
  queryOptions({ queryKey: adminStudioKeys.list(params), queryFn: () => getAdminStudios(params), placeholderData: keepPreviousData });
export const adminStudioQuery = (studioId: number) =>
  queryOptions({ queryKey: adminStudioKeys.detail(studioId), queryFn: () => getAdminStudio(studioId) });

export const useAdminStudios = (params: AdminStudiosParams = {}) => useQuery(adminStudiosQuery(params));
/** One studio; nothing is asked while none is chosen. */
export const useAdminStudio = (studioId: number | undefined) => useQuery({ ...adminStudioQuery(studioId ?? 0), enabled: studioId !== undefined });

/** Approves a studio, then re-reads the studios list and that studio. */
export function useApproveAdminStudio() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: approveAdminStudio,
    onSuccess: (_, { id }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: adminStudioKeys.lists() }),
        client.invalidateQueries({ queryKey: adminStudioKeys.detail(id) }),
        client.invalidateQueries({ queryKey: adminAttentionQuery().queryKey }),
      ]),
  });
}

/** Edits a studio, or closes (`disabled: true`) or reopens it; then re-reads the studios list and that studio. */
export function useUpdateAdminStudio() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...request }: AdminStudioUpdateRequest & { id: number }) => apiPatch<StudioDetails>(`admin/studios/${id}`, request),
    onSuccess: (_, { id }) =>
      Promise.all([client.invalidateQueries({ queryKey: adminStudioKeys.lists() }), client.invalidateQueries({ queryKey: adminStudioKeys.detail(id) })]),
  });
}

/** What needs a system administrator now (studios waiting, failed photos, failed e-mails), for the admin home. */
export const adminAttentionQuery = () => queryOptions({ queryKey: ['admin', 'attention'], queryFn: () => apiGet<AdminAttention>('admin/attention') });
export const useAdminAttention = () => useQuery(adminAttentionQuery());
