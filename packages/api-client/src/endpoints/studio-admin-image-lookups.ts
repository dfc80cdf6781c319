import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PagedList } from '@shutterday/domain';
import { type ImageLookup, type ImageLookupType, type ImageProcessingSummary, type ImageRunAssignInput, type ImageUploadResult, type JobPhotoRuns } from '@shutterday/domain/staff';
import { apiDelete, apiGet, apiPatch, apiPost, apiPut, toSearchParams, apiUpload, type UploadProgress, createQueryKeys } from '@shutterday/api-client';

/** The organization editor's job: image lookups live under the organization (spec §7). */
export type OrgJobScope = { studioId: number; organizationId: number; jobId: number };
export type ImageLookupListParams = { page?: number; pageSize?: number; status?: 'pending' | 'done' | 'failed'; unmatched?: '1'; ids?: string };

const base = ({ studioId, organizationId, jobId }: OrgJobScope) => `studioadmin/studios/${studioId}/organizations/${organizationId}/jobs/${jobId}/imagelookups`;
export const imageLookupKeys = (scope: OrgJobScope) => createQueryKeys('studioadmin', 'studios', scope.studioId, 'organizations', scope.organizationId, 'jobs', scope.jobId, 'imagelookups');

const listQuery = (scope: OrgJobScope, params: ImageLookupListParams) => ({
  queryKey: imageLookupKeys(scope).list(params),
  queryFn: () => apiGet<PagedList<ImageLookup>>(base(scope), { searchParams: toSearchParams(params) }),
});

export const useImageLookups = (scope: OrgJobScope, params: ImageLookupListParams, options: { refetchInterval?: number | false } = {}) =>
  useQuery({ ...listQuery(scope, params), placeholderData: keepPreviousData, refetchInterval: options.refetchInterval });

/** Pending, done, failed and unmatched counts; the page polls it while photos are pending. */
export const useImageProcessingStatus = (scope: OrgJobScope) =>
  useQuery({
    queryKey: [...imageLookupKeys(scope).all, 'status'],
    queryFn: () => apiGet<ImageProcessingSummary>(`${base(scope)}/status`),
    refetchInterval: (query) => ((query.state.data?.pending ?? 0) > 0 ? 1500 : false),
  });

/** The job's photos as shot: runs in capture order, each its card and child, group or reason; polled while photos are read. */
export const usePhotoRuns = (scope: OrgJobScope) =>
  useQuery({
    queryKey: [...imageLookupKeys(scope).all, 'runs'],
    queryFn: () => apiGet<JobPhotoRuns>(`${base(scope)}/runs`),
    refetchInterval: (query) => ((query.state.data?.pending ?? 0) > 0 ? 1500 : false),
  });

/** These photos of the job (at most `MAX_LISTED_IDS`) with their signed thumbnails: a run's photos, asked for when shown. */
export const usePhotosById = (scope: OrgJobScope, ids: readonly number[], enabled = true) =>
  useQuery({ ...listQuery(scope, { ids: ids.join(','), pageSize: Math.max(ids.length, 1) }), enabled: enabled && ids.length > 0 });

/** Assigns photos (a run, its card kept hidden as a card) to a subject in one action; the rule leaves them there. */
export const assignPhotoRun = (scope: OrgJobScope, body: ImageRunAssignInput) => apiPost<void>(`${base(scope)}/runs/assign`, body);

/** Marks a photo as a camera card the decoder missed (of `subjectId`, or not read with null), or undoes the mark. */
export const markPhotoCard = (scope: OrgJobScope, id: number, subjectId: number | null) => apiPut<void>(`${base(scope)}/${id}/card`, { subjectId });
export const unmarkPhotoCard = (scope: OrgJobScope, id: number) => apiDelete<void>(`${base(scope)}/${id}/card`);

/** One photo upload; the caller runs several with bounded concurrency and shows each one's progress. */
export function uploadImageLookup(scope: OrgJobScope, file: File, options: { subjectId?: number; onProgress?: (progress: UploadProgress) => void; signal?: AbortSignal } = {}) {
  const form = new FormData();
  if (options.subjectId) form.append('subjectId', String(options.subjectId));
  form.append('file', file, file.name);
  return apiUpload<ImageUploadResult>('POST', base(scope), form, options.onProgress, options.signal);
}

export function useImageLookupActions(scope: OrgJobScope) {
  const client = useQueryClient();
  const invalidate = () => client.invalidateQueries({ queryKey: imageLookupKeys(scope).all });
  const path = (id: number) => `${base(scope)}/${id}`;
  return {
    invalidate,
    assignRun: useMutation({ mutationFn: (body: ImageRunAssignInput) => assignPhotoRun(scope, body), onSuccess: invalidate }),
    markCard: useMutation({ mutationFn: ({ id, subjectId = null }: { id: number; subjectId?: number | null }) => markPhotoCard(scope, id, subjectId), onSuccess: invalidate }),
    unmarkCard: useMutation({ mutationFn: (id: number) => unmarkPhotoCard(scope, id), onSuccess: invalidate }),
    assign: useMutation({ mutationFn: ({ id, subjectId }: { id: number; subjectId: number | null }) => apiPatch<ImageLookup>(`${path(id)}/subject`, { subjectId }), onSuccess: invalidate }),
    convertType: useMutation({ mutationFn: ({ id, type }: { id: number; type: ImageLookupType }) => apiPatch<ImageLookup>(`${path(id)}/convert-type`, { type }), onSuccess: invalidate }),
    regenerate: useMutation({ mutationFn: (id: number) => apiPost<ImageLookup>(`${path(id)}/generate-thumbnail`, {}), onSuccess: invalidate }),
    remove: useMutation({ mutationFn: (id: number) => apiDelete<void>(path(id)), onSuccess: invalidate }),
    replace: useMutation({
      mutationFn: ({ id, file }: { id: number; file: File }) => {
        const form = new FormData();
        form.append('file', file, file.name);
        return apiUpload<ImageLookup>('PATCH', path(id), form);
      },
      onSuccess: invalidate,
    }),
  };
}
