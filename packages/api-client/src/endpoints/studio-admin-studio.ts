import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Feature, StudioDetails, StudioEarnedTotals, StudioUpdateRequest, UserPreferences, UserPreferencesUpdateRequest,
} from '@shutterday/domain';
import { apiDelete, apiGet, apiPatch, apiUpload, createQueryKeys } from '@shutterday/api-client';
import { storeAnswer } from '../query-answer';
import { accountPreferencesKeys } from './account';

export const studioKeys = createQueryKeys('studioadmin', 'studios');

const base = (studioId: number) => `studioadmin/studios/${studioId}`;

export const getStudioDetails = (studioId: number) => apiGet<StudioDetails>(base(studioId));
export const updateStudio = (studioId: number, request: StudioUpdateRequest) => apiPatch<StudioDetails>(base(studioId), request);
export const getStudioFeatures = (studioId: number) => apiGet<Feature[]>(`${base(studioId)}/features`);
export const getUserPreferences = (studioId: number) => apiGet<UserPreferences>(`${base(studioId)}/UserPreferences`);
export const updateUserPreferences = (studioId: number, request: UserPreferencesUpdateRequest) =>
  apiPatch<UserPreferences>(`${base(studioId)}/UserPreferences`, request);
/** Spec §7 PUT .../logo: multipart, the image in the field File. */
export function uploadStudioLogo(studioId: number, file: File) {
  const form = new FormData();
  form.append('File', file, file.name);
  return apiUpload<StudioDetails>('PUT', `${base(studioId)}/logo`, form);
}
export const removeStudioLogo = (studioId: number) => apiDelete<StudioDetails>(`${base(studioId)}/logo`);
export const getEarnedTotals = (studioId: number) => apiGet<StudioEarnedTotals>(`${base(studioId)}/earned-totals`);

export const studioDetailsQuery = (studioId: number) =>
  queryOptions({ queryKey: studioKeys.detail(studioId), queryFn: () => getStudioDetails(studioId) });
export const studioFeaturesQuery = (studioId: number) =>
  queryOptions({ queryKey: [...studioKeys.detail(studioId), 'features'], queryFn: () => getStudioFeatures(studioId) });
export const userPreferencesQuery = (studioId: number) =>
  queryOptions({ queryKey: [...studioKeys.detail(studioId), 'preferences'], queryFn: () => getUserPreferences(studioId) });
export const earnedTotalsQuery = (studioId: number) =>
  queryOptions({ queryKey: [...studioKeys.detail(studioId), 'earned-totals'], queryFn: () => getEarnedTotals(studioId) });

export const useStudioDetails = (studioId: number) => useQuery(studioDetailsQuery(studioId));
/** The studio's time zone (its days: prepay windows, coupon dates), UTC while its details load. */
export const useStudioTimeZone = (studioId: number): string => useStudioDetails(studioId).data?.timeZone ?? 'UTC';
export const useStudioFeatures = (studioId: number) => useQuery(studioFeaturesQuery(studioId));
export const useUserPreferences = (studioId: number) => useQuery(userPreferencesQuery(studioId));
export const useEarnedTotals = (studioId: number, { enabled = true } = {}) => useQuery({ ...earnedTotalsQuery(studioId), enabled });

export function useUpdateStudio(studioId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: StudioUpdateRequest) => updateStudio(studioId, request),
    onSuccess: (studio) => storeAnswer(client, studioKeys.detail(studioId), studio),
  });
}

export function useUpdateUserPreferences(studioId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: UserPreferencesUpdateRequest) => updateUserPreferences(studioId, request),
    // The same row as the account's preferences, which the shell's theme follows.
    onSuccess: async (preferences) => {
      await storeAnswer(client, userPreferencesQuery(studioId).queryKey, preferences);
      await storeAnswer(client, accountPreferencesKeys.all, preferences);
    },
  });
}

/** Upload and remove the studio's logo; both answer the studio, which replaces the cached details. */
export function useStudioLogo(studioId: number) {
  const client = useQueryClient();
  const onSuccess = (studio: StudioDetails) => storeAnswer(client, studioKeys.detail(studioId), studio);
  return {
    upload: useMutation({ mutationFn: (file: File) => uploadStudioLogo(studioId, file), onSuccess }),
    remove: useMutation({ mutationFn: () => removeStudioLogo(studioId), onSuccess }),
  };
}
