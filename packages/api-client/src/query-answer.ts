import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * A write's answer becomes the cached read of `queryKey`. A read of the same key still on its way was asked
 * before the write; landing after it, it would put back the state the write replaced (a connected account
 * shown as not connected). It is cancelled first, and a later read starts from this answer.
 */
export async function storeAnswer<T>(client: QueryClient, queryKey: QueryKey, answer: T): Promise<void> {
  await client.cancelQueries({ queryKey, exact: true });
  client.setQueryData(queryKey, answer);
}
