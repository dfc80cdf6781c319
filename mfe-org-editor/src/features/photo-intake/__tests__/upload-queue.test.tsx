import { type ImageUploadResult } from '@shutterday/domain/staff';
import { ApiError, NETWORK_ERROR_MESSAGE } from '@shutterday/api-client';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UploadPanel } from '../components/upload-panel';
import { UPLOAD_CONCURRENCY, useUploadQueue } from '../use-upload-queue';

const result = (name: string, duplicate: boolean, subjectId: number | null): ImageUploadResult => ({
  duplicate,
  image: { id: 1, type: 'hosted-individual', fileName: name, subjectId, subjectName: null, groupId: null, status: 'pending', failureReason: null, width: 1, height: 1, thumbnailUrl: null, createdAt: '' },
});

function Harness({ send }: { send: (file: File, onProgress: (p: number) => void) => Promise<ImageUploadResult> }) {
  const queue = useUploadQueue(send, () => undefined);
  return <UploadPanel items={queue.items} onFiles={queue.add} onRetry={queue.retry} onRetryFailed={queue.retryFailed} onClear={queue.clearFinished} />;
}

describe('photo intake upload queue', () => {
  it('uploads at most four at a time, shows a failed file with its reason and a retry, and a retried file the server already had is not doubled', async () => {
    let running = 0;
    let most = 0;
    const seen: string[] = [];
    const lostOnce = new Set(['IMG_0003.jpg']);
    const send = jest.fn(async (file: File, onProgress: (p: number) => void) => {
      seen.push(file.name);
      running += 1;
      most = Math.max(most, running);
      onProgress(50);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running -= 1;
      if (lostOnce.delete(file.name)) throw new ApiError(0, [NETWORK_ERROR_MESSAGE]);
      // The network dropped after the server stored IMG_0003: the retry is answered as a duplicate.
      return result(file.name, seen.filter((name) => name === file.name).length > 1, file.name === 'IMG_0005.jpg' ? null : 7);
    });
    const { container } = render(<Harness send={send} />);
    const files = Array.from({ length: 10 }, (_, i) => new File([new Uint8Array([0xff, 0xd8, 0xff, i])], `IMG_000${i}.jpg`, { type: 'image/jpeg' }));
    await userEvent.upload(container.querySelector('input[type="file"]')!, files);

    await screen.findByText('9 of 10 uploaded, 1 failed');
    expect(most).toBeLessThanOrEqual(UPLOAD_CONCURRENCY);
    const failed = screen.getByRole('listitem', { name: 'IMG_0003.jpg' });
    expect(within(failed).getByText(NETWORK_ERROR_MESSAGE)).toBeInTheDocument();
    expect(within(screen.getByRole('listitem', { name: 'IMG_0005.jpg' })).getByText('Uploaded · not matched')).toBeInTheDocument();

    await userEvent.click(within(failed).getByRole('button', { name: 'Retry' }));
    await screen.findByText('10 of 10 uploaded');
    expect(within(screen.getByRole('listitem', { name: 'IMG_0003.jpg' })).getByText('Already uploaded')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Overall upload progress' })).toHaveAttribute('aria-valuenow', '100');
    expect(send).toHaveBeenCalledTimes(11);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument());
  }, 30_000);
});
