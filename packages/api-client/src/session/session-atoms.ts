import { atom, useAtomValue } from 'jotai';
import { displayName as toDisplayName } from '@shutterday/domain';
import { getAuthToken, subscribeTokens } from '../http/token-store';
import { decodeClaims, toSessionUser, type SessionUser } from './claims';

/** Mirrors the token store, which stays the source of truth (the HTTP client refreshes it outside React). */
export const authTokenAtom = atom<string | null>(getAuthToken());
authTokenAtom.onMount = (set) => {
  set(getAuthToken());
  return subscribeTokens(() => set(getAuthToken()));
};

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
