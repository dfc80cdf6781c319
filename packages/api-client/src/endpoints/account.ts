import { useMutation } from '@tanstack/react-query';
import type { AuthTokenResponse } from '@shutterday/domain';
import type { PasswordChange } from '@shutterday/domain/staff';
import { apiPost, saveTokens } from '@shutterday/api-client';

/** The signed-in user's own password, whatever their role. The server ends every other session and answers new tokens for this one, which replace the stored ones. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (input: PasswordChange) => apiPost<AuthTokenResponse>('account/password', input),
    onSuccess: (tokens) => saveTokens(tokens),
  });
}
