import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StudioUserCreate, StudioUserUpdate, UserRecord } from '@shutterday/domain/staff';
import { apiPost, defineResource } from '@shutterday/api-client';
import type { StudioScope } from './studio-admin-organizations';

/** The studio's own staff (GET, POST /api/studioadmin/studios/{id}/users; GET, PUT .../{userId}): never deleted, switched off. */
export const studioUsersResource = defineResource<UserRecord, StudioUserCreate, StudioUserUpdate, StudioScope>({ path: ({ studioId }) => `studioadmin/studios/${studioId}/users` });

/**
 * POST .../users: invite a colleague. The answer is the same sentence whether the address already has an
 * account (which is then told, and nothing is made) or not, so it names no record; the lists refresh.
 */
export function useInviteColleague(studioId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: StudioUserCreate) => apiPost<{ message: string }>(`studioadmin/studios/${studioId}/users`, input),
    onSuccess: () => client.invalidateQueries({ queryKey: studioUsersResource.keys({ studioId }).lists() }),
  });
}

/** POST .../users/{userId}/invitation: a new link to choose a password; the answer says where it went. */
export const useInviteStudioUser = (studioId: number) =>
  useMutation({ mutationFn: (id: number) => apiPost<{ message: string }>(`studioadmin/studios/${studioId}/users/${id}/invitation`, {}) });
