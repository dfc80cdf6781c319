import { useMutation } from '@tanstack/react-query';
import type { StudioUserCreate, StudioUserUpdate, UserRecord } from '@shutterday/domain/staff';
import { apiPost, defineResource } from '@shutterday/api-client';
import type { StudioScope } from './studio-admin-organizations';

/** The studio's own staff (GET, POST /api/studioadmin/studios/{id}/users; GET, PUT .../{userId}): never deleted, switched off. */
export const studioUsersResource = defineResource<UserRecord, StudioUserCreate, StudioUserUpdate, StudioScope>({ path: ({ studioId }) => `studioadmin/studios/${studioId}/users` });

/** POST .../users/{userId}/invitation: a new link to choose a password; the answer says where it went. */
export const useInviteStudioUser = (studioId: number) =>
  useMutation({ mutationFn: (id: number) => apiPost<{ message: string }>(`studioadmin/studios/${studioId}/users/${id}/invitation`, {}) });
