import { matchKeyframes, matchPhoto, type JobPhotoRuns, type KeyframeMatch, type PhotoCard, type PhotoPlacement, type PhotoRun, type PhotoRunView, type RunOwner, type SequencedPhoto } from '@shutterday/domain/staff';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database, Executor } from '../../../db/client';
import { images, jobs, subjectGroups, subjects } from '../../../db/schema';

export const KEYFRAME_QUEUE = 'keyframe-match';
export interface KeyframeJobData {
  jobId: number;
}

/**
 * Asks for the job's photos to be matched again. One waiting run per job: thousands of photos finishing
 * one after another add nothing while a run waits, and each run reads the whole job once.
 */
export async function queueKeyframeMatch(app: FastifyInstance, jobId: number): Promise<void> {
  await app.queue.send<KeyframeJobData>(KEYFRAME_QUEUE, { jobId }, { key: `job-${jobId}` });
}

/**
 * Marks the job's matching as owed, in the transaction that changes its photos (a photo turning done or
 * failed, one deleted): the run clears the mark, and a worker starting re-sends every job still owed, so a
 * process that dies before the run is sent (or while it runs) leaves no job unmatched. Call it before
 * writing the photo: the job's row is locked first, as a run locks it, so the two never wait on each other.
 */
export async function oweKeyframeMatch(db: Executor, jobId: number): Promise<void> {
  await db.update(jobs).set({ keyframeMatchOwed: true }).where(eq(jobs.id, jobId));
}

/** At a worker's start: a run for every job whose matching is owed (work a dead process left). */
export async function queueOwedKeyframeMatches(app: FastifyInstance): Promise<void> {
  const owed = await app.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.keyframeMatchOwed, true));
  for (const { id } of owed) await queueKeyframeMatch(app, id);
}

type ImageRow = typeof images.$inferSelect;

/** What the photo queue read in a photo, as the rule takes it; a photo the studio marked as a card is one it could not read. */
function cardOf(row: ImageRow): PhotoCard | null {
  if (row.cardJobId !== null && row.cardSubjectId !== null) return { kind: 'subject', jobId: row.cardJobId, subjectId: row.cardSubjectId };
  if (row.cardJobId !== null && row.cardGroupId !== null) return { kind: 'group', jobId: row.cardJobId, groupId: row.cardGroupId };
  if (row.cardUnread || (row.isCard && row.placedBy === 'studio')) return { kind: 'unreadable' };
  return null;
}

/**
 * The job's processed photos and people, read for the rule (the same read serves the studio's runs). A photo
 * the studio placed stays in its run for the studio's view; `placing` leaves it out, so the rule's poses
 * count only the photos it places (a card the studio marked still starts a run).
 */
export async function keyframeInput(db: Executor, jobId: number, { placing = false } = {}): Promise<{ rows: ImageRow[]; match: KeyframeMatch }> {
  const [rows, people, groups] = await Promise.all([
    db.select().from(images).where(and(eq(images.jobId, jobId), eq(images.status, 'done'))),
    db.select({ id: subjects.id, accessCode: subjects.accessCode }).from(subjects).where(eq(subjects.jobId, jobId)),
    db.select({ id: subjectGroups.id }).from(subjectGroups).where(eq(subjectGroups.jobId, jobId)),
  ]);
  const photos = rows.filter((row) => !placing || row.placedBy !== 'studio' || row.isCard).map(
    (row): SequencedPhoto => ({
      id: row.id,
      fileName: row.fileName ?? '',
      capturedAt: row.capturedAt?.getTime() ?? null,
      cameraSerial: row.cameraSerial,
      card: cardOf(row),
      fileNameSubjectId: row.fileName ? matchPhoto(row.fileName, people).subjectId : null,
    }),
  );
  const match = matchKeyframes(photos, { jobId, subjectIds: people.map((p) => p.id), groupIds: groups.map((g) => g.id) });
  return { rows, match };
}

type Placement = Pick<ImageRow, 'subjectId' | 'groupId' | 'type' | 'isCard' | 'placedBy' | 'sortOrder'>;

/**
 * Where the rule puts a photo, or null to leave it as it is: a photo the studio placed is never moved, and
 * a photo left unmatched by the rule keeps what it had unless the rule itself had placed it (a photo
 * uploaded before cards were read, or named by the studio's own upload, keeps its subject).
 */
function placementOf(placement: PhotoPlacement, row: ImageRow): Placement | null {
  if (row.placedBy === 'studio') return null;
  const nobody = { subjectId: null, groupId: null, type: 'hosted-individual' as const, isCard: false };
  switch (placement.role) {
    case 'card':
      return { ...nobody, isCard: true, placedBy: 'card', sortOrder: 0 };
    case 'portrait':
      return { ...nobody, subjectId: placement.subjectId, placedBy: placement.by === 'card' ? 'card' : null, sortOrder: placement.pose };
    case 'group':
      return { ...nobody, groupId: placement.groupId, type: 'hosted-group', placedBy: 'card', sortOrder: 0 };
    case 'unmatched':
      return row.placedBy === 'card' || row.isCard ? { ...nobody, placedBy: null, sortOrder: 0 } : null;
  }
}

const same = (a: Placement, row: ImageRow) =>
  a.subjectId === row.subjectId && a.groupId === row.groupId && a.type === row.type && a.isCard === row.isCard && a.placedBy === row.placedBy && a.sortOrder === row.sortOrder;

/**
 * Applies keyframe matching to a job's processed photos (docs/photos.md "Keyframe matching"). Waits for the
 * job's last pending photo (whose completion asks again), so a day being uploaded is matched once its
 * photos are read rather than after every photo. Runs of one job never overlap: the job's row is locked
 * for the read and the writes, so a later run sees what an earlier one wrote (and a photo turning done
 * meanwhile marks the job owed again once this run commits). Only changed photos are written.
 */
export async function applyKeyframeMatch(app: FastifyInstance, jobId: number): Promise<void> {
  await app.db.transaction(async (tx) => {
    const [job] = await tx.select({ id: jobs.id }).from(jobs).where(eq(jobs.id, jobId)).for('update');
    if (!job) return;
    const [pending] = await tx.select({ id: images.id }).from(images).where(and(eq(images.jobId, jobId), eq(images.status, 'pending'))).limit(1);
    if (pending) return; // still owed: the last pending photo asks again
    await tx.update(jobs).set({ keyframeMatchOwed: false }).where(eq(jobs.id, jobId));
    const { rows, match } = await keyframeInput(tx, jobId, { placing: true });
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const placement of match.placements) {
      const row = byId.get(placement.photoId)!;
      const next = placementOf(placement, row);
      if (next && !same(next, row)) await tx.update(images).set(next).where(eq(images.id, row.id));
    }
  });
}

/** Photos the studio places by hand, in one action: a run's photos to a subject, and its card (if any) hidden as a card. */
export async function placeByStudio(db: Database, jobId: number, ids: readonly number[], subjectId: number | null, cardId: number | null): Promise<void> {
  await db.transaction(async (tx) => {
    if (ids.length > 0) {
      await tx
        .update(images)
        .set({ subjectId, groupId: null, type: 'hosted-individual', isCard: false, placedBy: 'studio' })
        .where(and(eq(images.jobId, jobId), inArray(images.id, [...ids])));
    }
    if (cardId !== null) {
      await tx.update(images).set({ subjectId: null, groupId: null, type: 'hosted-individual', isCard: true, placedBy: 'studio' }).where(and(eq(images.jobId, jobId), eq(images.id, cardId)));
    }
  });
}

/**
 * The studio marks a photo as a camera card the decoder missed (`subjectId`: the child it names; null: a
 * card not read), or unmarks one it marked (`mark: null`); the job is matched again at once.
 */
export async function markCardByStudio(app: FastifyInstance, jobId: number, imageId: number, mark: { subjectId: number | null } | null): Promise<void> {
  const nobody = { subjectId: null, groupId: null, type: 'hosted-individual' as const, sortOrder: 0 };
  const set = mark
    ? { ...nobody, isCard: true, placedBy: 'studio' as const, cardJobId: mark.subjectId === null ? null : jobId, cardSubjectId: mark.subjectId, cardGroupId: null, cardUnread: mark.subjectId === null }
    : { ...nobody, isCard: false, placedBy: null, cardJobId: null, cardSubjectId: null, cardGroupId: null, cardUnread: false };
  await app.db.transaction(async (tx) => {
    await oweKeyframeMatch(tx, jobId);
    await tx.update(images).set(set).where(and(eq(images.jobId, jobId), eq(images.id, imageId)));
  });
  await applyKeyframeMatch(app, jobId);
}

/**
 * A run the rule left to nobody whose photos are all on one subject (the studio assigned the run, or they
 * were placed before cards were read): that subject's run now.
 */
function placedRunOwner(run: PhotoRun, byId: ReadonlyMap<number, ImageRow>): RunOwner | null {
  if (run.owner.kind !== 'none' || run.photoIds.length === 0) return null;
  const placed = run.photoIds.map((id) => byId.get(id)!);
  const subjectId = placed[0]!.subjectId;
  return subjectId !== null && placed.every((row) => row.subjectId === subjectId) ? { kind: 'subject', subjectId } : null;
}

const onNobody = (row: ImageRow | undefined) => row !== undefined && row.subjectId === null && row.groupId === null && !row.isCard;

/** The studio's view of the job's photos as shot: the rule's runs in capture order, with names. */
export async function jobPhotoRuns(db: Database, studioId: number, jobId: number): Promise<JobPhotoRuns> {
  const { rows, match } = await keyframeInput(db, jobId);
  const position = new Map(match.placements.map((placement, index) => [placement.photoId, index]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const otherJobIds = [...new Set(match.runs.flatMap((run) => (run.owner.kind === 'none' && run.owner.problem === 'other-job' ? [run.owner.jobId] : [])))];
  const [people, groups, otherJobs, [pending]] = await Promise.all([
    db.select({ id: subjects.id, firstName: subjects.firstName, lastName: subjects.lastName }).from(subjects).where(eq(subjects.jobId, jobId)).orderBy(asc(subjects.lastName), asc(subjects.firstName), asc(subjects.id)),
    db.select({ id: subjectGroups.id, name: subjectGroups.name }).from(subjectGroups).where(eq(subjectGroups.jobId, jobId)),
    // Another job is named only when it is this studio's: a card of another studio's job names nothing.
    otherJobIds.length === 0 ? [] : db.select({ id: jobs.id, name: jobs.name }).from(jobs).where(and(eq(jobs.studioId, studioId), inArray(jobs.id, otherJobIds))),
    db.select({ n: count() }).from(images).where(and(eq(images.jobId, jobId), eq(images.status, 'pending'))),
  ]);
  const subjectName = new Map(people.map((p) => [p.id, `${p.firstName} ${p.lastName}`]));
  const groupName = new Map(groups.map((g) => [g.id, g.name]));
  const jobName = new Map(otherJobs.map((j) => [j.id, j.name]));
  const start = (run: PhotoRun) => position.get(run.cardPhotoId ?? run.photoIds[0]!) ?? 0;
  const farApart = new Set(match.farApart);
  // A run far apart stays worth a look until the studio places its photos by hand (on the same child or another).
  const placedByStudio = (run: PhotoRun) => run.photoIds.every((id) => byId.get(id)?.placedBy === 'studio');
  const runs = [...match.runs]
    .sort((a, b) => start(a) - start(b))
    .map((run): PhotoRunView => {
      const owner = placedRunOwner(run, byId) ?? run.owner;
      return {
        cameraSerial: run.cameraSerial,
        cardImageLookupId: run.cardPhotoId,
        cardFileName: run.cardPhotoId === null ? null : (byId.get(run.cardPhotoId)?.fileName ?? null),
        cardMarked: run.cardPhotoId !== null && byId.get(run.cardPhotoId)?.isCard === true && byId.get(run.cardPhotoId)?.placedBy === 'studio',
        subjectId: owner.kind === 'subject' ? owner.subjectId : null,
        groupId: owner.kind === 'group' ? owner.groupId : null,
        name: owner.kind === 'subject' ? (subjectName.get(owner.subjectId) ?? null) : owner.kind === 'group' ? (groupName.get(owner.groupId) ?? null) : null,
        problem: owner.kind === 'none' ? owner.problem : null,
        otherJobId: owner.kind === 'none' && owner.problem === 'other-job' ? owner.jobId : null,
        otherJobName: owner.kind === 'none' && owner.problem === 'other-job' ? (jobName.get(owner.jobId) ?? null) : null,
        imageLookupIds: run.photoIds,
        count: run.photoIds.length,
        farApart: farApart.has(run),
        needsAttention: (owner.kind === 'none' && [run.cardPhotoId, ...run.photoIds].some((id) => id !== null && onNobody(byId.get(id)))) || (farApart.has(run) && !placedByStudio(run)),
      };
    });
  const photographed = new Set(rows.map((row) => row.subjectId));
  return { pending: pending?.n ?? 0, runs, subjectsWithoutPhotos: people.filter((p) => !photographed.has(p.id)).map((p) => ({ id: p.id, name: subjectName.get(p.id)! })) };
}
