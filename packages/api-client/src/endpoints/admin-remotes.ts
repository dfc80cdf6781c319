import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RemoteOverview, ReleaseRemote } from '@shutterday/domain/staff';
import { apiGet, apiPost, createQueryKeys } from '@shutterday/api-client';
import { storeAnswer } from '../query-answer';

export const adminRemoteKeys = createQueryKeys('admin', 'remotes');

/** GET /api/admin/remotes: each remote's releases, the live one, the canary and the last deploys. */
export const useRemotes = () => useQuery(queryOptions({ queryKey: adminRemoteKeys.all, queryFn: () => apiGet<RemoteOverview[]>('admin/remotes') }));

export type RemoteAction =
  | { remote: ReleaseRemote; action: 'promote'; version: string }
  | { remote: ReleaseRemote; action: 'rollback' }
  | { remote: ReleaseRemote; action: 'canary'; version: string; percent: number };

/** POST /api/admin/remotes/{remote}/promote | rollback | canary; the answer is the new overview. */
export function useRemoteAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ remote, action, ...body }: RemoteAction) => apiPost<RemoteOverview[]>(`admin/remotes/${remote}/${action}`, body),
    onSuccess: (overview) => storeAnswer(client, adminRemoteKeys.all, overview),
  });
}
