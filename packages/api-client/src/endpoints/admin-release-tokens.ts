import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreatedReleaseToken, ReleaseTokenCreate, ReleaseTokenSummary } from '@shutterday/domain/staff';
import { apiDelete, apiGet, apiPost, createQueryKeys } from '@shutterday/api-client';

export const adminReleaseTokenKeys = createQueryKeys('admin', 'release-tokens');

/** GET /api/admin/release-tokens: the remote teams' release tokens (never their secrets). */
export const useReleaseTokens = () => useQuery(queryOptions({ queryKey: adminReleaseTokenKeys.all, queryFn: () => apiGet<ReleaseTokenSummary[]>('admin/release-tokens') }));

/** POST /api/admin/release-tokens: the answer holds the secret, shown this once. */
export function useCreateReleaseToken() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ReleaseTokenCreate) => apiPost<CreatedReleaseToken>('admin/release-tokens', input),
    onSuccess: () => client.invalidateQueries({ queryKey: adminReleaseTokenKeys.all }),
  });
}

/** DELETE /api/admin/release-tokens/{id}: the token's next call is refused. */
export function useRevokeReleaseToken() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiDelete<void>(`admin/release-tokens/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: adminReleaseTokenKeys.all }),
  });
}
