import { atom, getDefaultStore, useAtomValue } from 'jotai';
import { displayName as toDisplayName } from '@shutterday/domain';
import { getAuthToken, subscribeTokens } from '../http/token-store';
import { decodeClaims, toSessionUser, type SessionUser } from './claims';

const tokenVersionAtom = atom(0);

/**
 * The current access token. The token store stays the source of truth (the HTTP client refreshes it
 * outside React, other tabs change it too), so every change bumps a version that makes this re-read
 * it. The platform uses jotai's default store (no Provider), shared by the shell and the remotes.
 */
export const authTokenAtom = atom<string | null>((get) => {
  get(tokenVersionAtom);
  return getAuthToken();
});
subscribeTokens(() => getDefaultStore().set(tokenVersionAtom, (version) => version + 1));

export const sessionUserAtom = atom<SessionUser | null>((get) => toSessionUser(decodeClaims(get(authTokenAtom))));

export interface Session {
  user: SessionUser | null;
  displayName: string;
  isLoggedIn: boolean;
}

export const sessionAtom = atom<Session>((get) => {
  const user = get(sessionUserAtom);
  return { user, displayName: toDisplayName(user?.name), isLoggedIn: user !== null };
});

export function useSession(): Session {
  return useAtomValue(sessionAtom);
}
