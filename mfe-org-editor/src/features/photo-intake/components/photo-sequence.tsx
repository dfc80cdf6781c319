import { useImageLookupActions, usePhotoRuns, type OrgJobScope } from '@shutterday/api-client/staff';
import { type ImageLookup, type PhotoRunView } from '@shutterday/domain/staff';
import { apiErrorMessages, QueryState, useToast } from '@shutterday/ui';
import { Button, Divider, Flex, Typography } from 'antd';
import { useState } from 'react';
import { RunPhotos, type CardActions, type ShotSelection } from './run-photos';
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
      if (run.groupId !== null) return `Group photo: ${run.name ?? 'a group'}`;
      return run.farApart ? `${run.name ?? 'Nobody'}: another run of this child was shot far from this one` : (run.name ?? 'Nobody');
  }
}

const photos = (count: number) => `${count} ${count === 1 ? 'photo' : 'photos'}`;

/**
 * The shots the studio selected: a click toggles one, Shift with a click (or Enter/Space) selects every
 * photo from the last one clicked to this one in capture order — inside a run or across runs, cards left out.
 */
function useShotSelection(order: readonly number[]): ShotSelection & { ids: number[]; clear(): void } {
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [anchor, setAnchor] = useState<number | null>(null);
  const position = new Map(order.map((id, index) => [id, index]));
  return {
    ids: order.filter((id) => selected.has(id)),
    isSelected: (id) => selected.has(id),
    pick(id, extend) {
      const from = anchor === null ? undefined : position.get(anchor);
      const to = position.get(id);
      if (extend && from !== undefined && to !== undefined) {
        setSelected(new Set(order.slice(Math.min(from, to), Math.max(from, to) + 1)));
        return;
      }
      setAnchor(id);
      setSelected((current) => {
        const next = new Set(current);
        if (!next.delete(id)) next.add(id);
        return next;
      });
    },
    clear() {
      setSelected(new Set());
      setAnchor(null);
    },
  };
}

/**
 * The job's photos as shot: each run in capture order behind its card (the divider), the runs that need
 * the studio first; a run goes to a child in one action, its card kept as a card (never shown to parents).
 * A run without a card that needs nobody (photos matched by file name before any card) offers no picker:
 * one pick would move all of them. A run's shots open as thumbnails: a range of them (across runs too)
 * goes to a child in one action, and a photo the decoder missed can be marked as a card.
 */
export function PhotoSequence({ scope }: { scope: OrgJobScope }) {
  const query = usePhotoRuns(scope);
  const { assignRun, markCard, unmarkCard } = useImageLookupActions(scope);
  const toast = useToast();
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const selection = useShotSelection((query.data?.runs ?? []).flatMap((run) => run.imageLookupIds));
  const assignSelected = async (subjectId: number) => {
    const ids = selection.ids;
    try {
      await assignRun.mutateAsync({ subjectId, imageLookupIds: ids, cardImageLookupId: null });
      toast.success(`${photos(ids.length)} assigned`);
      selection.clear();
    } catch (error) {
      toast.error(apiErrorMessages(error));
    }
  };
  const cards: CardActions = {
    busy: markCard.isPending || unmarkCard.isPending,
    async mark(photo: ImageLookup) {
      try {
        await markCard.mutateAsync({ id: photo.id });
        toast.success(`${photo.fileName ?? 'The photo'} is a card now: pick the child for its run`);
      } catch (error) {
        toast.error(apiErrorMessages(error));
      }
    },
    async unmark(cardId: number) {
      try {
        await unmarkCard.mutateAsync(cardId);
        toast.success('No longer a card');
      } catch (error) {
        toast.error(apiErrorMessages(error));
      }
    },
  };
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
            {selection.ids.length > 0 && (
              <Flex gap="middle" align="center" wrap role="toolbar" aria-label="Selected photos">
                <Typography.Text strong>{`${photos(selection.ids.length)} selected`}</Typography.Text>
                <SubjectPicker scope={scope} label="Child for the selected photos" disabled={assignRun.isPending} onPick={(subjectId) => void assignSelected(subjectId)} />
                <Button onClick={selection.clear}>Clear selection</Button>
              </Flex>
            )}
            {ordered.map((run) => {
              const card = run.cardFileName ?? (run.cardImageLookupId === null ? 'No card' : `Card ${run.cardImageLookupId}`);
              const key = `${run.cameraSerial ?? ''}-${run.cardImageLookupId ?? 'none'}-${run.imageLookupIds[0] ?? 0}`;
              const shown = open.has(key);
              const toggle = () =>
                setOpen((current) => {
                  const next = new Set(current);
                  if (!next.delete(key)) next.add(key);
                  return next;
                });
              return (
                <section key={key} aria-label={`${card}: ${reason(run)}`}>
                  <Divider titlePlacement="start" plain>
                    {card}
                  </Divider>
                  <Flex gap="middle" align="center" wrap>
                    <Typography.Text strong={run.needsAttention}>{reason(run)}</Typography.Text>
                    <Typography.Text type="secondary">{photos(run.count)}</Typography.Text>
                    {run.cameraSerial && <Typography.Text type="secondary">{`Camera ${run.cameraSerial}`}</Typography.Text>}
                    {run.count > 0 && (run.needsAttention || run.cardImageLookupId !== null) && <SubjectPicker scope={scope} label={`Child for ${card}`} disabled={assignRun.isPending} onPick={(subjectId) => void assign(run, subjectId)} />}
                    <Button size="small" aria-expanded={shown} aria-label={`${shown ? 'Hide' : 'Show'} photos of ${card}`} onClick={toggle}>
                      {shown ? 'Hide photos' : 'Show photos'}
                    </Button>
                  </Flex>
                  {shown && <RunPhotos scope={scope} run={run} selection={selection} cards={cards} />}
                </section>
              );
            })}
          </Flex>
        );
      }}
    </QueryState>
  );
}
