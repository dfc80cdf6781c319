import type { DownloadedFile } from '@shutterday/api-client';

/**
 * Saves a downloaded file under the server's name, as the browser saves a link's download. Returns the
 * object URL, valid for a minute, for a caller that also shows the file (a PDF in a tab).
 */
export function saveFile(file: DownloadedFile): string {
  const url = URL.createObjectURL(file.blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // A started download (or a tab showing it) holds its own reference; a minute is ample.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return url;
}
