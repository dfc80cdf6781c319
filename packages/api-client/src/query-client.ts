import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './http/api-error';

/**
 * The platform's one QueryClient. The api-client package is a federation singleton, so the shell and every
 * remote share this cache. A client error (4xx) will not change on a retry, and a 503 already sent
 * the user to the maintenance page; only other server and network failures are tried once more.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: (failureCount, error) =>
        failureCount < 1 && (!isApiError(error) || error.status === 0 || (error.status >= 500 && error.status !== 503)),
    },
    mutations: { retry: false },
  },
});
