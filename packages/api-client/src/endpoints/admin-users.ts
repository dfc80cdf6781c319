import { useMutation } from '@tanstack/react-query';
import type { UserCreate, UserRecord, UserUpdate } from '@shutterday/domain/staff';
import { apiPost, defineResource } from '@shutterday/api-client';

/** Everyone who signs in to the staff side (GET, POST /api/admin/users; GET, PUT .../{id}); never deleted, switched off. */
export const usersResource = defineResource<UserRecord, UserCreate, UserUpdate, void>({ path: () => 'admin/users' });

/** POST /api/admin/users/{id}/invitation: a new link to choose a password; the answer says where it went. */
export const useInviteUser = () => useMutation({ mutationFn: (id: number) => apiPost<{ message: string }>(`admin/users/${id}/invitation`, {}) });
