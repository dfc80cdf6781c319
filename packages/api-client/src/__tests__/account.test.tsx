/** @jest-environment jsdom */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { apiPut, http } from '../http/client';
import { getAuthToken, saveTokens } from '../http/token-store';
import { decodeClaims } from '../session/claims';
import { useSession } from '../session/session-atoms';
import { useUpdateProfile } from '../endpoints/account';

jest.mock('../http/client', () => ({ apiGet: jest.fn(), apiPost: jest.fn(), apiPut: jest.fn(), apiDelete: jest.fn(), http: { refreshSession: jest.fn() } }));

const base64url = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
/** Tokens as the server issues them: the access token carries the user's name as the server has it now. */
const tokensFor = (name: string) => ({
  token: `${base64url({ alg: 'none' })}.${base64url({ nameid: '7', name, email: 'ada@shutterday.test', permission: 'system.admin', exp: 2e9 })}.x`,
  refreshToken: `r-${name}`,
  expiration: new Date(Date.now() + 3_600_000).toISOString(),
});

test('a rename shows at once in the session (the header) and stays after a reload: the tokens are issued again with the new name', async () => {
  saveTokens(tokensFor('Ada Admin'));
  let serverName = 'Ada Admin';
  jest.mocked(apiPut).mockImplementation(async (_path, input) => {
    serverName = (input as { name: string }).name;
    return { name: serverName, email: 'ada@shutterday.test', pendingEmail: null };
  });
  jest.mocked(http.refreshSession).mockImplementation(async () => {
    saveTokens(tokensFor(serverName));
    return true;
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const { result } = renderHook(() => ({ save: useUpdateProfile(), session: useSession() }), { wrapper });
  expect(result.current.session.displayName).toBe('Ada Admin');

  await act(() => result.current.save.mutateAsync({ name: 'Ada Lovelace', email: 'ada@shutterday.test', currentPassword: 'secret-password' }));
  expect(result.current.session.displayName).toBe('Ada Lovelace');
  // What a reload reads: the stored access token.
  expect(decodeClaims(getAuthToken())?.name).toBe('Ada Lovelace');
});
