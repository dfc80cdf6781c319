import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConnectStart, PayoutConnection, PayoutsOverview, RequestVerificationBody } from '@shutterday/domain/staff';
import { apiGet, apiPatch, apiPost, createQueryKeys } from '@shutterday/api-client';
import { studioKeys } from './studio-admin-studio';
import { storeAnswer } from '../query-answer';

export const payoutKeys = createQueryKeys('studioadmin', 'payouts');

const base = (studioId: number) => `studioadmin/studios/${studioId}`;

export const getPayoutConnection = (studioId: number) => apiGet<PayoutConnection>(`${base(studioId)}/stripe`);
export const getConnectStart = (studioId: number) => apiGet<ConnectStart>(`${base(studioId)}/stripe/connect-url`);
export const finishConnect = (studioId: number, code: string, state: string) =>
  apiPatch<PayoutConnection>(`${base(studioId)}/stripe/connect?${new URLSearchParams({ code, state })}`, {});
export const removeConnection = (studioId: number) => apiPatch<PayoutConnection>(`${base(studioId)}/stripe/remove`, {});
export const requestVerification = (studioId: number, body: RequestVerificationBody) => apiPost<PayoutConnection>(`${base(studioId)}/request-verification`, body);
export const getPayouts = (studioId: number) => apiGet<PayoutsOverview>(`${base(studioId)}/payouts`);

export const payoutConnectionQuery = (studioId: number) => queryOptions({ queryKey: payoutKeys.detail(studioId), queryFn: () => getPayoutConnection(studioId) });
export const payoutsQuery = (studioId: number) => queryOptions({ queryKey: [...payoutKeys.detail(studioId), 'payouts'], queryFn: () => getPayouts(studioId) });

export const usePayoutConnection = (studioId: number) => useQuery(payoutConnectionQuery(studioId));
export const usePayouts = (studioId: number, enabled: boolean) => useQuery({ ...payoutsQuery(studioId), enabled });

/** A change of the connection changes the studio's verified flag too (the guards read it from the details). */
function useConnectionMutation<A>(studioId: number, call: (args: A) => Promise<PayoutConnection>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async (connection) => {
      await storeAnswer(client, payoutKeys.detail(studioId), connection);
      await Promise.all([client.invalidateQueries({ queryKey: studioKeys.detail(studioId), exact: true }), client.invalidateQueries({ queryKey: [...payoutKeys.detail(studioId), 'payouts'] })]);
    },
  });
}

export const useFinishConnect = (studioId: number) => useConnectionMutation(studioId, ({ code, state }: { code: string; state: string }) => finishConnect(studioId, code, state));
export const useRemoveConnection = (studioId: number) => useConnectionMutation(studioId, () => removeConnection(studioId));
export const useRequestVerification = (studioId: number) => useConnectionMutation(studioId, (body: RequestVerificationBody) => requestVerification(studioId, body));
