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

/**
 * A file from an authenticated API path (a PDF, an export): it goes through the one ky instance, so it
 * carries the bearer token and its refresh, and a refusal arrives as an ApiError like any other call.
 */
export async function apiGetFile(path: string, fallbackName: string): Promise<DownloadedFile> {
  try {
    const response = await http.ky.get(path);
    return { blob: await response.blob(), fileName: fileNameOf(response.headers.get('content-disposition'), fallbackName) };
  } catch (error) {
    throw toApiError(error);
  }
}
