import { CART_KEY_HEADER, CART_KEY_PATTERN, CART_KEY_STORAGE_KEY } from '@shutterday/domain';
import { http, unwrap, type RequestOptions } from '../http/client';

/**
 * The anonymous cart's key: 32 random bytes (base64url) kept in local storage and sent in the
 * x-cart-key header of every cart and checkout call. The server hashes it with the job id to find the
 * cart, so one key serves every job; after an order is placed a new key starts a fresh cart.
 */
let memoryKey: string | null = null;

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    // Private modes may refuse storage: the cart then lives as long as the page.
    return null;
  }
}

function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function getCartKey(): string {
  const stored = storage()?.getItem(CART_KEY_STORAGE_KEY) ?? memoryKey;
  if (stored && CART_KEY_PATTERN.test(stored)) return stored;
  return rotateCartKey();
}

/** Starts a new cart (after an order was placed): the old key keeps pointing at the submitted one. */
export function rotateCartKey(): string {
  const key = newKey();
  memoryKey = key;
  storage()?.setItem(CART_KEY_STORAGE_KEY, key);
  return key;
}

const withKey = () => ({ headers: { [CART_KEY_HEADER]: getCartKey() } });

export const cartGet = <T>(path: string, options?: RequestOptions) => unwrap<T>(http.ky.get(path, { ...options, ...withKey() }));
export const cartPost = <T>(path: string, json?: unknown, headers: Record<string, string> = {}) =>
  unwrap<T>(http.ky.post(path, { json, headers: { ...headers, ...withKey().headers } }));
export const cartPatch = <T>(path: string, json?: unknown) => unwrap<T>(http.ky.patch(path, { json, ...withKey() }));
export const cartDelete = <T>(path: string) => unwrap<T>(http.ky.delete(path, withKey()));
