import { MemoryStorage } from '../../test-support/memory-storage';
import { startApiPeer, type Received } from '../../test-support/api-peer';
import { createHttpClient } from '../create-client';
import { unwrap } from '../client';
import { ApiError, NETWORK_ERROR_MESSAGE } from '../api-error';
import { setMaintenanceHandler } from '../maintenance';
import { getAuthToken, getRefreshToken, hasSessionEnded, onSessionEnd, saveTokens } from '../token-store';

const FUTURE = new Date(Date.now() + 3_600_000).toISOString();
const PAST = new Date(Date.now() - 1_000).toISOString();

// The API as far as these tests need it: `fresh` is the only accepted access token, `r1` the only refresh token.
function api({ path, authorization }: Received) {
  if (path === '/api/auth/refresh') {
    return { status: 200, body: { data: { token: 'fresh', refreshToken: 'r2', expiration: FUTURE } } };
  }
  if (path === '/api/down') return { status: 503, body: { errors: ['Down for maintenance'] } };
  if (path === '/api/invalid') return { status: 400, body: { errors: ['Name is required', 'Email is invalid'] } };
  if (authorization !== 'Bearer fresh') return { status: 401, body: { errors: ['Token expired'] } };
  return { status: 200, body: { data: { ok: true } } };
}

let peer: Awaited<ReturnType<typeof startApiPeer>>;
let client: ReturnType<typeof createHttpClient>;

beforeAll(async () => {
  peer = await startApiPeer((request) => {
    if (request.path === '/api/auth/refresh' && (request.body as { refreshToken?: string }).refreshToken !== 'r1') {
      return { status: 401, body: { errors: ['Invalid refresh token'] } };
    }
    return api(request);
  });
});
afterAll(() => peer.close());

beforeEach(() => {
  Object.defineProperty(globalThis, 'localStorage', { value: new MemoryStorage(), configurable: true });
  peer.received.length = 0;
  client = createHttpClient({ prefix: peer.url });
  setMaintenanceHandler(null);
});

const refreshes = () => peer.received.filter((r) => r.path === '/api/auth/refresh').length;

test('a 401 refreshes the session once and the request is retried with the new token', async () => {
  saveTokens({ token: 'stale', refreshToken: 'r1', expiration: FUTURE });
  await expect(unwrap(client.ky.get('studios/1'))).resolves.toEqual({ ok: true });
  expect(refreshes()).toBe(1);
  expect(peer.received.map((r) => r.authorization)).toEqual(['Bearer stale', undefined, 'Bearer fresh']);
  expect([getAuthToken(), getRefreshToken()]).toEqual(['fresh', 'r2']);
});

test('a POST body survives the retry after a refresh', async () => {
  saveTokens({ token: 'stale', refreshToken: 'r1', expiration: FUTURE });
  await unwrap(client.ky.post('things', { json: { name: 'Lincoln' } }));
  expect(peer.received.filter((r) => r.path === '/api/things').map((r) => r.body)).toEqual([{ name: 'Lincoln' }, { name: 'Lincoln' }]);
});

test('requests failing together share one refresh', async () => {
  saveTokens({ token: 'stale', refreshToken: 'r1', expiration: FUTURE });
  await Promise.all([unwrap(client.ky.get('a')), unwrap(client.ky.get('b')), unwrap(client.ky.get('c'))]);
  expect(refreshes()).toBe(1);
});

test('a refused refresh ends the session and the call fails with the 401', async () => {
  saveTokens({ token: 'stale', refreshToken: 'revoked', expiration: FUTURE });
  const error = await unwrap(client.ky.get('studios/1')).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject({ status: 401, errors: ['Token expired'] });
  expect([getAuthToken(), getRefreshToken()]).toEqual([null, null]);
});

test('the end of a session is told while its tokens are still there, and is remembered until the next login', async () => {
  saveTokens({ token: 'stale', refreshToken: 'revoked', expiration: FUTURE });
  const heard: (string | null)[] = [];
  const stop = onSessionEnd(() => heard.push(getAuthToken()));
  await unwrap(client.ky.get('studios/1')).catch(() => undefined);
  stop();
  expect(heard).toEqual(['stale']);
  expect(hasSessionEnded()).toBe(true);
  saveTokens({ token: 'fresh', refreshToken: 'r1', expiration: FUTURE });
  expect(hasSessionEnded()).toBe(false);
});

test('a cached token past its expiration is refreshed before the request goes out', async () => {
  saveTokens({ token: 'stale', refreshToken: 'r1', expiration: PAST });
  await unwrap(client.ky.get('studios/1'));
  expect(peer.received.map((r) => r.path)).toEqual(['/api/auth/refresh', '/api/studios/1']);
  expect(peer.received[1]?.authorization).toBe('Bearer fresh');
});

test('a cached token before its expiration is reused without a refresh', async () => {
  saveTokens({ token: 'fresh', refreshToken: 'r1', expiration: FUTURE });
  await unwrap(client.ky.get('studios/1'));
  expect(refreshes()).toBe(0);
});

test('login goes out without a bearer token', async () => {
  saveTokens({ token: 'fresh', refreshToken: 'r1', expiration: FUTURE });
  await unwrap(client.ky.post('auth/login', { json: { username: 'a', password: 'b' } })).catch(() => undefined);
  expect(peer.received[0]?.authorization).toBeUndefined();
});

test('a 503 calls the maintenance handler and fails with the server errors', async () => {
  const onMaintenance = jest.fn();
  setMaintenanceHandler(onMaintenance);
  await expect(unwrap(client.ky.get('down'))).rejects.toMatchObject({ status: 503, errors: ['Down for maintenance'] });
  expect(onMaintenance).toHaveBeenCalledTimes(1);
});

test('errors are normalised to the errors list of the answer', async () => {
  await expect(unwrap(client.ky.post('invalid', { json: {} }))).rejects.toMatchObject({
    status: 400,
    errors: ['Name is required', 'Email is invalid'],
  });
});

test('an unreachable server is an ApiError with status 0', async () => {
  const offline = createHttpClient({ prefix: 'http://127.0.0.1:1/api' });
  await expect(unwrap(offline.ky.get('anything'))).rejects.toMatchObject({ status: 0, errors: [NETWORK_ERROR_MESSAGE] });
});
