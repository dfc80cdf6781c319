import { toApiError } from './api-error';
import { http } from './client';

export interface DownloadedFile {
  blob: Blob;
  /** From the answer's Content-Disposition, else the fallback. */
  fileName: string;
}

function fileNameOf(disposition: string | null, fallback: string): string {
  const match = disposition && /filename="([^"]+)"/.exec(disposition);
  return match ? match[1]! : fallback;
}

async function download(request: () => Promise<Response>, fallbackName: string): Promise<DownloadedFile> {
  try {
    const response = await request();
    return { blob: await response.blob(), fileName: fileNameOf(response.headers.get('content-disposition'), fallbackName) };
  } catch (error) {
    throw toApiError(error);
  }
}

/**
 * A file from an authenticated API path (a PDF, an export): it goes through the one ky instance, so it
 * carries the bearer token and its refresh, and a refusal arrives as an ApiError like any other call.
 */
export const apiGetFile = (path: string, fallbackName: string): Promise<DownloadedFile> => download(() => http.ky.get(path), fallbackName);

/** The same for a file the server makes from a posted request (spec §7's report exports). */
export const apiPostFile = (path: string, json: unknown, fallbackName: string): Promise<DownloadedFile> => download(() => http.ky.post(path, { json }), fallbackName);

/** A file whose download reports its progress (0–1; the server sends the exact size): the lab export's bar. */
export const apiGetFileWithProgress = (path: string, fallbackName: string, onProgress: (fraction: number) => void): Promise<DownloadedFile> =>
  download(() => http.ky.get(path, { timeout: false, onDownloadProgress: (progress) => onProgress(progress.percent) }), fallbackName);
