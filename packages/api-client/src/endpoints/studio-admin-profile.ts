import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type Profile, type ProfileUpdate } from '@shutterday/domain/staff';
import { apiGet, apiPut, createQueryKeys } from '@shutterday/api-client';

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
