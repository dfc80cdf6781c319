import type { Options, ResponsePromise } from 'ky';
import type { ApiData } from '@shutterday/domain';
import { createHttpClient } from './create-client';
import { toApiError } from './api-error';

/** The one HTTP client of the platform: same-origin `/api`, as the server hosts the apps and the API together. */
export const http = createHttpClient({ prefix: '/api' });

/** Reads the `{ data }` envelope; an empty answer (202, 204) is `undefined`. Failures throw ApiError. */
export async function unwrap<T>(call: ResponsePromise): Promise<T> {
  try {
    const response = await call;
    const text = await response.text();
    if (text === '') return undefined as T;
    return (JSON.parse(text) as ApiData<T>).data;
  } catch (error) {
    throw toApiError(error);
  }
}

export type RequestOptions = Pick<Options, 'searchParams' | 'signal'>;

export const apiGet = <T>(path: string, options?: RequestOptions) => unwrap<T>(http.ky.get(path, options));
export const apiPost = <T>(path: string, json?: unknown) => unwrap<T>(http.ky.post(path, { json }));
export const apiPatch = <T>(path: string, json?: unknown) => unwrap<T>(http.ky.patch(path, { json }));
export const apiPut = <T>(path: string, json?: unknown) => unwrap<T>(http.ky.put(path, { json }));
export const apiDelete = <T>(path: string) => unwrap<T>(http.ky.delete(path));
