import { usePhotosById, type OrgJobScope } from '@shutterday/api-client/staff';
import { type ImageLookup, type PhotoRunView } from '@shutterday/domain/staff';
import { Button, Flex, Typography } from 'antd';
import { useState, type KeyboardEvent, type MouseEvent } from 'react';

/** Thumbnails asked for at a time, per run: a run of a few hundred photos shows them a page at a time. */
export const RUN_PHOTOS_PAGE = 24;

export interface ShotSelection {
  isSelected(id: number): boolean;
  /** A click (or Enter/Space) on a shot; `extend` (Shift) selects from the last one clicked to this one. */
  pick(id: number, extend: boolean): void;
}

export interface CardActions {
  mark(photo: ImageLookup): void;
  unmark(cardId: number): void;
  busy: boolean;
}

const fileNameOf = (photo: ImageLookup | undefined, id: number) => photo?.fileName ?? `Photo ${id}`;

/** One page of a run's shots: the list route's signed thumbnails of just these photos, asked for when shown. */
function ShotPage({ scope, ids, cardId, run, selection, cards }: { scope: OrgJobScope; ids: number[]; cardId: number | null; run: PhotoRunView; selection: ShotSelection; cards: CardActions }) {
  const query = usePhotosById(scope, ids);
  const byId = new Map((query.data?.resultItems ?? []).map((photo) => [photo.id, photo]));
  if (query.isPending) return <Typography.Text type="secondary">Loading photos…</Typography.Text>;
  if (query.isError) return <Typography.Text type="danger">We couldn't load these photos.</Typography.Text>;
  return (
    <>
      {ids.map((id) => {
        const photo = byId.get(id);
        const name = fileNameOf(photo, id);
        const thumbnail = photo?.thumbnailUrl ? <img src={photo.thumbnailUrl} alt="" loading="lazy" width={96} height={72} style={{ objectFit: 'cover', display: 'block' }} /> : null;
        if (id === cardId) {
          return (
            <Flex key={id} vertical gap={2} style={{ width: 104 }}>
              <div aria-label={`Card: ${name}`} role="img" style={{ padding: 3, border: '2px dashed #999' }}>
                {thumbnail}
              </div>
              <Typography.Text type="secondary" ellipsis>{`Card · ${name}`}</Typography.Text>
              {run.cardMarked && (
                <Button size="small" type="link" disabled={cards.busy} aria-label={`Not a card: ${name}`} onClick={() => cards.unmark(id)}>
                  Not a card
                </Button>
              )}
            </Flex>
          );
        }
        const selected = selection.isSelected(id);
        const pick = (event: MouseEvent | KeyboardEvent) => selection.pick(id, event.shiftKey);
        return (
          <Flex key={id} vertical gap={2} style={{ width: 104 }}>
            <button
              type="button"
              aria-pressed={selected}
              aria-label={name}
              onClick={pick}
              onKeyDown={(event) => {
                if (event.key !== 'Enter' && event.key !== ' ') return;
                event.preventDefault();
                pick(event);
              }}
              style={{ padding: 3, border: selected ? '3px solid #1677ff' : '3px solid transparent', background: selected ? '#e6f4ff' : 'transparent', cursor: 'pointer' }}
            >
              {thumbnail ?? <span style={{ display: 'block', width: 96, height: 72 }} />}
            </button>
            <Typography.Text ellipsis>{name}</Typography.Text>
            {photo && (
              <Button size="small" type="link" disabled={cards.busy} aria-label={`This is a camera card: ${name}`} onClick={() => cards.mark(photo)}>
                This is a camera card
              </Button>
            )}
          </Flex>
        );
      })}
    </>
  );
}

/**
 * A run's shots as thumbnails, its card first, a page at a time (each page one request for just those
 * photos); the studio selects shots (Shift for a range, with the mouse or Enter/Space) and marks a missed card.
 */
export function RunPhotos({ scope, run, selection, cards }: { scope: OrgJobScope; run: PhotoRunView; selection: ShotSelection; cards: CardActions }) {
  const shots = run.cardImageLookupId === null ? run.imageLookupIds : [run.cardImageLookupId, ...run.imageLookupIds];
  const [shown, setShown] = useState(RUN_PHOTOS_PAGE);
  const pages: number[][] = [];
  for (let start = 0; start < Math.min(shown, shots.length); start += RUN_PHOTOS_PAGE) pages.push(shots.slice(start, Math.min(start + RUN_PHOTOS_PAGE, shown)));
  return (
    <Flex vertical gap="small">
      <Flex gap="small" wrap role="group" aria-label={`Shots of ${run.cardFileName ?? 'this run'}`}>
        {pages.map((ids) => (
          <ShotPage key={ids[0]} scope={scope} ids={ids} cardId={run.cardImageLookupId} run={run} selection={selection} cards={cards} />
        ))}
      </Flex>
      {shown < shots.length && (
        <Button size="small" style={{ alignSelf: 'flex-start' }} onClick={() => setShown((count) => count + RUN_PHOTOS_PAGE)}>
          {`Show more photos (${shots.length - shown} more)`}
        </Button>
      )}
    </Flex>
  );
}
