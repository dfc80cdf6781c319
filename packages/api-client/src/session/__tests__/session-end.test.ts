/** @jest-environment jsdom */
import { STORAGE_KEYS } from '@shutterday/domain';
import { getAuthToken, hasSessionEnded, onSessionEnd, saveTokens } from '../../http/token-store';
import { logout } from '../auth-actions';

const FUTURE = new Date(Date.now() + 3_600_000).toISOString();

// What the browser does in this tab when another tab of the same site changes localStorage.
function anotherTabRemovesTheToken() {
  const oldValue = localStorage.getItem(STORAGE_KEYS.authToken);
  localStorage.clear();
  window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.authToken, oldValue, newValue: null }));
}

beforeEach(() => localStorage.clear());

test('a logout in another tab ends the session of this tab', () => {
  const ended = jest.fn();
  const stop = onSessionEnd(ended);
  saveTokens({ token: 'a.b.c', refreshToken: 'r', expiration: FUTURE });
  anotherTabRemovesTheToken();
  stop();
  expect(ended).toHaveBeenCalledTimes(1);
  expect(hasSessionEnded()).toBe(true);
  expect(getAuthToken()).toBeNull();
});

test("this tab's own logout is not an ended session", async () => {
  const ended = jest.fn();
  const stop = onSessionEnd(ended);
  saveTokens({ token: 'a.b.c', refreshToken: '', expiration: FUTURE });
  await logout();
  stop();
  expect(ended).not.toHaveBeenCalled();
  expect(hasSessionEnded()).toBe(false);
});

test('a login in another tab after the end makes this tab signed in again, not ended', () => {
  saveTokens({ token: 'a.b.c', refreshToken: 'r', expiration: FUTURE });
  anotherTabRemovesTheToken();
  localStorage.setItem(STORAGE_KEYS.authToken, 'd.e.f');
  window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.authToken, oldValue: null, newValue: 'd.e.f' }));
  expect(hasSessionEnded()).toBe(false);
});
