import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AuthTokenResponse, UserPreferences, UserPreferencesUpdateRequest } from '@shutterday/domain';
import type { ConfirmEmailRequest, EmailConfirmed, PasswordChange, Profile, ProfileUpdate } from '@shutterday/domain/staff';
import { apiDelete, apiGet, apiPatch, apiPost, apiPut, createQueryKeys, http, saveTokens } from '@shutterday/api-client';
import { storeAnswer } from '../query-answer';

export const profileKeys = createQueryKeys('account', 'profile');
export const profileQuery = queryOptions({ queryKey: profileKeys.all, queryFn: () => apiGet<Profile>('account/profile') });

/** The signed-in user's name and e-mail (GET /api/account/profile), whatever their role. */
export const useProfile = () => useQuery(profileQuery);

/**
 * Name (at once) and e-mail (a link goes to the new address), confirmed with the current password (PUT /api/account/profile).
 * The header and every page read the user's name from the access token, which holds it as it was at sign-in: the
 * session is refreshed after the save, so the new token carries the new name now and after a reload.
 */
export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileUpdate) => apiPut<Profile>('account/profile', input),
    onSuccess: async (profile) => {
      await storeAnswer(client, profileKeys.all, profile);
      await http.refreshSession();
    },
  });
}

/** The link mailed to a new address (public POST /api/auth/confirm-email): the account logs in with it from now on. */
export const confirmEmail = (request: ConfirmEmailRequest) => apiPost<EmailConfirmed>('auth/confirm-email', request);

/** Forgets a pending e-mail change: its link stops working (DELETE /api/account/profile/email-change). */
export function useCancelEmailChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiDelete<Profile>('account/profile/email-change'),
    onSuccess: (profile) => storeAnswer(client, profileKeys.all, profile),
  });
}

/** The signed-in user's own password, whatever their role. The server ends every other session and answers new tokens for this one, which replace the stored ones. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (input: PasswordChange) => apiPost<AuthTokenResponse>('account/password', input),
    onSuccess: (tokens) => saveTokens(tokens),
  });
}

export const accountPreferencesKeys = createQueryKeys('account', 'preferences');
export const accountPreferencesQuery = queryOptions({ queryKey: accountPreferencesKeys.all, queryFn: () => apiGet<UserPreferences>('account/preferences') });

/** The signed-in user's preferences (GET /api/account/preferences), whatever their role: the same row as a studio's UserPreferences. */
export const useAccountPreferences = () => useQuery(accountPreferencesQuery);

/** Saves them (PATCH /api/account/preferences, the spec's PascalCase names). */
export function useUpdateAccountPreferences() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: UserPreferencesUpdateRequest) => apiPatch<UserPreferences>('account/preferences', request),
    onSuccess: async (preferences) => {
      await storeAnswer(client, accountPreferencesKeys.all, preferences);
      // A studio's Settings read the same row through its own route.
      await client.invalidateQueries({ predicate: ({ queryKey }) => queryKey[0] === 'studioadmin' && queryKey.at(-1) === 'preferences' });
    },
  });
}
