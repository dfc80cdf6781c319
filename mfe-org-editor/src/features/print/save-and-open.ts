import type { DownloadedFile } from '@shutterday/api-client';
import { saveFile } from '@shutterday/ui';

/**
 * A tab opened at the click itself: a browser lets a click open a tab, but not a promise that settles
 * seconds later, so the tab is opened first and shown the PDF when it arrives.
 */
export function openPendingTab(): Window | null {
  return window.open('', '_blank');
}

/** Saves the file under the server's name and shows it in the tab opened for it (when the browser allowed one). */
export function saveAndOpen(file: DownloadedFile, tab: Window | null): void {
  const url = saveFile(file);
  if (tab) tab.location.href = url;
}
