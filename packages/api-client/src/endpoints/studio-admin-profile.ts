import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AuthTokenResponse } from '@shutterday/domain';
import { type PasswordChange, type Profile, type ProfileUpdate } from '@shutterday/domain/staff';
import { apiGet, apiPost, apiPut } from '../http/client';
import { saveTokens } from '../http/token-store';
import { createQueryKeys } from '../query-keys';

const path = (studioId: number) => `studioadmin/studios/${studioId}/profile`;
export const profileKeys = (studioId: number) => createQueryKeys('studioadmin', 'studios', studioId, 'profile');

export const profileQuery = (studioId: number) => queryOptions({ queryKey: profileKeys(studioId).all, queryFn: () => apiGet<Profile>(path(studioId)) });
export const useProfile = (studioId: number) => useQuery(profileQuery(studioId));

export function useUpdateProfile(studioId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileUpdate) => apiPut<Profile>(path(studioId), input),
    onSuccess: (profile) => client.setQueryData(profileKeys(studioId).all, profile),
  });
}

/** The server ends every other session and answers new tokens for this one, which replace the stored ones. */
export function useChangePassword(studioId: number) {
  return useMutation({
    mutationFn: (input: PasswordChange) => apiPost<AuthTokenResponse>(`${path(studioId)}/password`, input),
    onSuccess: (tokens) => saveTokens(tokens),
  });
}
