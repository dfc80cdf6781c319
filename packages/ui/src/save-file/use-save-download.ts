import type { DownloadedFile } from '@shutterday/api-client';
import { useCallback } from 'react';
import { apiErrorMessages } from '../admin-kit/api-error-messages';
import { useToast } from '../toast/toast-context';
import { saveFile } from './save-file';

/** Saves a file once it has downloaded; a refusal or a failure is shown in an error toast and nothing is saved. */
export function useSaveDownload(): (download: Promise<DownloadedFile>) => Promise<void> {
  const toast = useToast();
  return useCallback(
    (download) =>
      download.then(
        (file) => void saveFile(file),
        (error: unknown) => void toast.error(apiErrorMessages(error)),
      ),
    [toast],
  );
}
