import { uploadImageLookup, useImageLookupActions, useImageProcessingStatus, type OrgJobScope } from '@shutterday/api-client/staff';
import { QueryState } from '@shutterday/ui';
import { Flex } from 'antd';
import { useCallback } from 'react';
import { useUploadQueue } from '../use-upload-queue';
import { JobPhotosTable } from './job-photos-table';
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
  return (
    <Flex vertical gap="large">
      <UploadPanel items={queue.items} onFiles={queue.add} onRetry={queue.retry} onRetryFailed={queue.retryFailed} onClear={queue.clearFinished} />
      <QueryState query={status} errorTitle="We couldn't load the processing status">
        {(summary) => <ProcessingSummary summary={summary} />}
      </QueryState>
      <JobPhotosTable scope={scope} polling={(status.data?.pending ?? 0) > 0} />
    </Flex>
  );
}
