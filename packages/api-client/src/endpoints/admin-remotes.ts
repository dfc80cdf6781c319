import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RemoteOverview, ReleaseRemote } from '@shutterday/domain/staff';
import { apiGet, apiPost, createQueryKeys } from '@shutterday/api-client';
import { storeAnswer } from '../query-answer';

export const adminRemoteKeys = createQueryKeys('admin', 'remotes');

/** While a canary or a health watch runs its counts move: read every 5 s then, else every 30 s. */
export const remotesRefetchMs = (remotes: RemoteOverview[] | undefined) => (remotes?.some((remote) => remote.canary || remote.watch) ? 5_000 : 30_000);

/** GET /api/admin/remotes: each remote's releases, the live one, the canary, the health watch and the last deploys (read again on their own). */
export const useRemotes = () =>
  useQuery(queryOptions({ queryKey: adminRemoteKeys.all, queryFn: () => apiGet<RemoteOverview[]>('admin/remotes'), refetchInterval: (query) => remotesRefetchMs(query.state.data) }));

export type RemoteAction =
  | { remote: ReleaseRemote; action: 'promote'; version: string }
  | { remote: ReleaseRemote; action: 'rollback' }
  | { remote: ReleaseRemote; action: 'canary'; version: string; percent: number };

/**
 * POST /api/admin/remotes/{remote}/rollback on its own: what the shell's recovery view calls when the system
 * administration remote itself does not load (so the Remotes page is not there to do it).
 */
export const rollBackRemote = (remote: ReleaseRemote) => apiPost<RemoteOverview[]>(`admin/remotes/${remote}/rollback`, {});

/** POST /api/admin/remotes/{remote}/promote | rollback | canary; the answer is the new overview. */
export function useRemoteAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ remote, action, ...body }: RemoteAction) => apiPost<RemoteOverview[]>(`admin/remotes/${remote}/${action}`, body),
    onSuccess: (overview) => storeAnswer(client, adminRemoteKeys.all, overview),
  });
}
