import { getDefaultStore } from 'jotai';
import { fakeJwt, MemoryStorage } from '../../test-support/memory-storage';
import { saveTokens, getAuthToken, getRefreshToken } from '../../http/token-store';
import { decodeClaims, toSessionUser } from '../claims';
import { sessionAtom } from '../session-atoms';
import { logout } from '../auth-actions';

const FUTURE = new Date(Date.now() + 3_600_000).toISOString();
const studioAdmin = { name: 'Sam Studio', email: 'studio@shutterday.test', nameid: '7', permission: ['studio.crud', 'studio.admin.crud'], studio_id: 3, exp: 2e9 };

beforeEach(() => {
  Object.defineProperty(globalThis, 'localStorage', { value: new MemoryStorage(), configurable: true });
});

test('the claims of a token become the session user', () => {
  expect(toSessionUser(decodeClaims(fakeJwt(studioAdmin)))).toEqual({
    id: '7',
    name: 'Sam Studio',
    email: 'studio@shutterday.test',
    permissions: ['studio.crud', 'studio.admin.crud'],
    studioId: 3,
    isSystemAdmin: false,
    rspoJob: false,
  });
});

test('a user kept away from jobs carries it in the session', () => {
  expect(toSessionUser(decodeClaims(fakeJwt({ ...studioAdmin, rspo_job: true })))).toMatchObject({ rspoJob: true });
});

test('a system administrator has one permission string and no studio', () => {
  const user = toSessionUser(decodeClaims(fakeJwt({ ...studioAdmin, permission: 'system.admin', studio_id: null })));
  expect(user).toMatchObject({ permissions: ['system.admin'], studioId: null, isSystemAdmin: true });
});

test('an unreadable token is no session', () => {
  expect(toSessionUser(decodeClaims('not-a-jwt'))).toBeNull();
  expect(toSessionUser(decodeClaims(null))).toBeNull();
});

test('the session follows the token store: logged in after login, Anonymous after logout', async () => {
  const store = getDefaultStore();
  const seen: string[] = [];
  const unsubscribe = store.sub(sessionAtom, () => seen.push(store.get(sessionAtom).displayName));
  expect(store.get(sessionAtom)).toMatchObject({ isLoggedIn: false, displayName: 'Anonymous' });

  saveTokens({ token: fakeJwt(studioAdmin), refreshToken: 'r1', expiration: FUTURE });
  expect(store.get(sessionAtom)).toMatchObject({ isLoggedIn: true, displayName: 'Sam Studio' });

  await logout();
  expect([getAuthToken(), getRefreshToken()]).toEqual([null, null]);
  expect(store.get(sessionAtom)).toMatchObject({ isLoggedIn: false, displayName: 'Anonymous', user: null });
  expect(seen).toEqual(['Sam Studio', 'Anonymous']);
  unsubscribe();
});
