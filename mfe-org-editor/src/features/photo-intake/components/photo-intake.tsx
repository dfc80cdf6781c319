import { uploadImageLookup, useImageLookupActions, useImageProcessingStatus, type OrgJobScope } from '@shutterday/api-client/staff';
import { QueryState } from '@shutterday/ui';
import { Flex } from 'antd';
import { useCallback, useEffect, useRef } from 'react';
import { useUploadQueue } from '../use-upload-queue';
import { JobPhotosTable } from './job-photos-table';
import { PhotoSequence } from './photo-sequence';
import { ProcessingSummary } from './processing-summary';
import { UploadPanel } from './upload-panel';

/** The Photos tab: drop the day's photos, watch them upload and process, fix the ones nobody matched. */
export function PhotoIntake({ scope }: { scope: OrgJobScope }) {
  const status = useImageProcessingStatus(scope);
  const { invalidate } = useImageLookupActions(scope);
  const send = useCallback(
    (file: File, onProgress: (percent: number) => void) =>
      uploadImageLookup(scope, file, { onProgress: ({ loaded, total }) => onProgress(total ? Math.min(99, Math.floor((loaded / total) * 100)) : 0) }),
    [scope],
  );
  const queue = useUploadQueue(send, () => void invalidate());
  // The table polls only while photos are pending; its last poll may predate the last thumbnails, so the
  // moment nothing is pending any more it reads the photos once again.
  const pending = status.data?.pending ?? 0;
  const wasPending = useRef(pending);
  useEffect(() => {
    if (wasPending.current > 0 && pending === 0) void invalidate();
    wasPending.current = pending;
  }, [pending, invalidate]);
  return (
    <Flex vertical gap="large">
      <UploadPanel items={queue.items} onFiles={queue.add} onRetry={queue.retry} onRetryFailed={queue.retryFailed} onClear={queue.clearFinished} />
      <QueryState query={status} errorTitle="We couldn't load the processing status">
        {(summary) => <ProcessingSummary summary={summary} />}
      </QueryState>
      <PhotoSequence scope={scope} />
      <JobPhotosTable scope={scope} polling={pending > 0} />
    </Flex>
  );
}
