import { useChangeJobState } from '@shutterday/api-client/staff';
import type { Job } from '@shutterday/domain';
import { type JobStateAction } from '@shutterday/domain/staff';
import { Button, Flex } from 'antd';
import { apiErrorMessages } from '../admin-kit/api-error-messages';
import { useConfirm } from '../confirm/use-confirm';
import { useToast } from '../toast/toast-context';
import { PayoutsLink, useCardPaymentsBlocked } from './card-payments-warning';
import { useWriteAccess } from '../admin-kit/write-access';

const DONE: Record<JobStateAction, string> = { publish: 'Job published', unpublish: 'Job unpublished', archive: 'Job archived' };

/**
 * Publish or unpublish a job, and archive it after a confirmation (an archived job leaves the customer
 * pages). Each sends the version the job was read at: a 409 shows "changed by someone else". Publishing
 * while the studio cannot take card payments asks first, with the reason and the way to Payouts: parents
 * would find the job and could not order from it.
 */
export function JobStateActions({ studioId, job }: { studioId: number; job: Job }) {
  const change = useChangeJobState(studioId);
  const confirm = useConfirm();
  const toast = useToast();
  const cardBlocked = useCardPaymentsBlocked(studioId);
  const run = async (action: JobStateAction) => {
    try {
      await change.mutateAsync({ job, action });
      toast.success(DONE[action]);
    } catch (error) {
      toast.error(apiErrorMessages(error));
    }
  };
  const archive = async () => {
    const ok = await confirm({
      title: `Archive ${job.name}?`,
      content: 'Parents can no longer find or order from an archived job. Its orders are kept.',
      okText: 'Archive',
      danger: true,
    });
    if (ok) await run('archive');
  };
  const publish = async () => {
    const ok =
      !cardBlocked ||
      (await confirm({
        title: `Publish ${job.name}?`,
        content: (
          <>
            <p>{cardBlocked}</p>
            <p>Parents will find the job but cannot order online until then.</p>
            <PayoutsLink studioId={studioId} plain />
          </>
        ),
        okText: 'Publish anyway',
      }));
    if (ok) await run('publish');
  };
  const access = useWriteAccess();
  if (job.archived || !access.allowed) return null;
  const busy = change.isPending;
  return (
    <Flex gap={8} wrap>
      {job.published ? (
        <Button size="small" aria-label={`Unpublish ${job.name}`} disabled={busy} onClick={() => void run('unpublish')}>
          Unpublish
        </Button>
      ) : (
        <Button size="small" type="primary" aria-label={`Publish ${job.name}`} disabled={busy} onClick={() => void publish()}>
          Publish
        </Button>
      )}
      <Button size="small" danger aria-label={`Archive ${job.name}`} disabled={busy} onClick={() => void archive()}>
        Archive
      </Button>
    </Flex>
  );
}
