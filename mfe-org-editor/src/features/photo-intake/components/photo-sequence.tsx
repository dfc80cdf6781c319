import { useImageLookupActions, usePhotoRuns, type OrgJobScope } from '@shutterday/api-client/staff';
import { type PhotoRunView } from '@shutterday/domain/staff';
import { apiErrorMessages, QueryState, useToast } from '@shutterday/ui';
import { Divider, Flex, Typography } from 'antd';
import { SubjectPicker } from './subject-picker';

/** Whose a run is (a child, or a group's photo), or what a run that belongs to nobody needs the studio to know, in its words. */
function reason(run: PhotoRunView): string {
  switch (run.problem) {
    case 'before-first-card':
      return 'Before the first card: no card says whose these are';
    case 'card-not-read':
      return "Card not read: its code couldn't be read";
    case 'other-job':
      return `Card of another job: ${run.otherJobName ?? `job ${run.otherJobId}`}`;
    case 'unknown-card':
      return 'Unknown card: it names nobody in this job';
    default:
      // A group card's run: the class or team photo, every member's group photo.
      return run.groupId !== null ? `Group photo: ${run.name ?? 'a group'}` : (run.name ?? 'Nobody');
  }
}

const photos = (count: number) => `${count} ${count === 1 ? 'photo' : 'photos'}`;

/**
 * The job's photos as shot: each run in capture order behind its card (the divider), the runs that need
 * the studio first; a run goes to a child in one action, its card kept as a card (never shown to parents).
 * A run without a card that needs nobody (photos matched by file name before any card) offers no picker:
 * one pick would move all of them.
 */
export function PhotoSequence({ scope }: { scope: OrgJobScope }) {
  const query = usePhotoRuns(scope);
  const { assignRun } = useImageLookupActions(scope);
  const toast = useToast();
  const assign = async (run: PhotoRunView, subjectId: number) => {
    try {
      await assignRun.mutateAsync({ subjectId, imageLookupIds: run.imageLookupIds, cardImageLookupId: run.cardImageLookupId });
      toast.success(`${photos(run.count)} assigned`);
    } catch (error) {
      toast.error(apiErrorMessages(error));
    }
  };
  return (
    <QueryState query={query} errorTitle="We couldn't load the photos as shot">
      {({ runs, subjectsWithoutPhotos, pending }) => {
        const ordered = [...runs.filter((run) => run.needsAttention), ...runs.filter((run) => !run.needsAttention)];
        return (
          <Flex vertical gap="small">
            <Typography.Title level={2}>Photos as shot</Typography.Title>
            {pending > 0 && <Typography.Text type="secondary">{`${photos(pending)} still being read: the runs may change.`}</Typography.Text>}
            {subjectsWithoutPhotos.length > 0 && <Typography.Text>{`No photo yet: ${subjectsWithoutPhotos.map((s) => s.name).join(', ')}`}</Typography.Text>}
            {ordered.length === 0 && <Typography.Text type="secondary">No photos have been read yet.</Typography.Text>}
            {ordered.map((run) => {
              const card = run.cardFileName ?? (run.cardImageLookupId === null ? 'No card' : `Card ${run.cardImageLookupId}`);
              return (
                <section key={`${run.cameraSerial ?? ''}-${run.cardImageLookupId ?? 'none'}-${run.imageLookupIds[0] ?? 0}`} aria-label={`${card}: ${reason(run)}`}>
                  <Divider titlePlacement="start" plain>
                    {card}
                  </Divider>
                  <Flex gap="middle" align="center" wrap>
                    <Typography.Text strong={run.needsAttention}>{reason(run)}</Typography.Text>
                    <Typography.Text type="secondary">{photos(run.count)}</Typography.Text>
                    {run.cameraSerial && <Typography.Text type="secondary">{`Camera ${run.cameraSerial}`}</Typography.Text>}
                    {run.count > 0 && (run.needsAttention || run.cardImageLookupId !== null) && <SubjectPicker scope={scope} label={`Child for ${card}`} disabled={assignRun.isPending} onPick={(subjectId) => void assign(run, subjectId)} />}
                  </Flex>
                </section>
              );
            })}
          </Flex>
        );
      }}
    </QueryState>
  );
}
