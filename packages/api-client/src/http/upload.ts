import { getAuthToken } from './token-store';
import { ApiError, NETWORK_ERROR_MESSAGE, UNEXPECTED_ERROR_MESSAGE } from './api-error';
import { http } from './client';

export interface UploadProgress {
  loaded: number;
  total: number;
}

function send<T>(method: 'POST' | 'PUT' | 'PATCH', url: string, form: FormData, onProgress?: (progress: UploadProgress) => void, signal?: AbortSignal): Promise<{ status: number; data: T }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    const token = getAuthToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => onProgress?.({ loaded: event.loaded, total: event.lengthComputable ? event.total : 0 });
    xhr.onerror = () => reject(new ApiError(0, [NETWORK_ERROR_MESSAGE]));
    xhr.onabort = () => reject(new ApiError(0, [NETWORK_ERROR_MESSAGE]));
    xhr.onload = () => {
      let body: { data?: T; errors?: string[] } = {};
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : {};
      } catch {
        // A proxy's HTML error page: fall through to the generic message.
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve({ status: xhr.status, data: body.data as T });
      else reject(new ApiError(xhr.status, body.errors?.length ? body.errors : [UNEXPECTED_ERROR_MESSAGE]));
    };
    signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(form);
  });
}

/**
 * A multipart upload with progress. fetch (and so ky) cannot report upload progress over HTTP/1.1, so
 * this one call uses XMLHttpRequest, with the same bearer token, the same one refresh on 401 and the
 * same `{ errors }` normalisation as the shared client.
 */
export async function apiUpload<T>(method: 'POST' | 'PUT' | 'PATCH', path: string, form: FormData, onProgress?: (progress: UploadProgress) => void, signal?: AbortSignal): Promise<T> {
  const url = `/api/${path}`;
  try {
    return (await send<T>(method, url, form, onProgress, signal)).data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401 && (await http.refreshSession())) return (await send<T>(method, url, form, onProgress, signal)).data;
    throw error;
  }
}
