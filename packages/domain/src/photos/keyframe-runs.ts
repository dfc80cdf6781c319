/**
 * Keyframe matching: the photographer shoots a child's camera card, then the child. Read in capture order,
 * each camera's photos fall into runs, each run starting at a card photo and lasting until that camera's
 * next card. The card names the child (docs/print.md, `SD1:{jobId}:{subjectId}`); the card photo itself is
 * a marker, never a photo of the child, and is never shown to parents.
 */

/** What the photo queue found in a photo: a camera card it could read, or one it could not. */
export type PhotoCard =
  | { kind: 'subject'; jobId: number; subjectId: number }
  | { kind: 'group'; jobId: number; groupId: number }
  /** A photo marked as a card (by the studio, or a QR-like card seen without a code that could be read). */
  | { kind: 'unreadable' };

export interface SequencedPhoto {
  id: number;
  fileName: string;
  /** EXIF DateTimeOriginal with its sub-seconds, as milliseconds on the camera's clock; null when absent. */
  capturedAt: number | null;
  /** The camera body's serial number (EXIF BodySerialNumber); photos without one count as one camera. */
  cameraSerial: string | null;
  card: PhotoCard | null;
  /** The subject the file name names (`matchPhoto`), which wins over the run for that photo. */
  fileNameSubjectId: number | null;
}

export interface KeyframeJob {
  jobId: number;
  subjectIds: readonly number[];
  groupIds: readonly number[];
}

/** Why a run belongs to nobody: each is a run the studio must look at. */
export type RunProblem =
  | { problem: 'before-first-card' }
  | { problem: 'card-not-read' }
  | { problem: 'other-job'; jobId: number }
  | { problem: 'unknown-card' };

export type RunOwner = { kind: 'subject'; subjectId: number } | { kind: 'group'; groupId: number } | ({ kind: 'none' } & RunProblem);

export interface PhotoRun {
  cameraSerial: string | null;
  /** The card photo that starts the run; null for the photos before a camera's first card. */
  cardPhotoId: number | null;
  owner: RunOwner;
  /** The run's photos after the card, in capture order. */
  photoIds: number[];
}

export type PhotoPlacement =
  /** A card read as this job's: a marker, hidden from parents. */
  | { photoId: number; role: 'card' }
  | { photoId: number; role: 'portrait'; subjectId: number; pose: number; by: 'card' | 'file-name' }
  | { photoId: number; role: 'group'; groupId: number }
  | ({ photoId: number; role: 'unmatched' } & RunProblem);

export interface KeyframeMatch {
  placements: PhotoPlacement[];
  /** Every run, those needing attention first (then in capture order). */
  runs: PhotoRun[];
  /** Subjects of the job left without a single portrait. */
  subjectsWithoutPhotos: number[];
  /** The runs of a child shot far apart from another run of the same child (`runsFarApart`): worth a look. */
  farApart: PhotoRun[];
}

const nameOrder = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
/** A file's name without its extension: "IMG_7.jpg" comes before "IMG_7 (2).jpg", as a file manager lists them. */
const stem = (fileName: string) => fileName.replace(/\.[^.]*$/, '');

/** Capture order: the camera's clock (photos without one after those with), the camera, then the file name. */
export function compareCaptureOrder(a: SequencedPhoto, b: SequencedPhoto): number {
  if (a.capturedAt !== b.capturedAt) {
    if (a.capturedAt === null) return 1;
    if (b.capturedAt === null) return -1;
    return a.capturedAt - b.capturedAt;
  }
  return (a.cameraSerial ?? '').localeCompare(b.cameraSerial ?? '') || nameOrder.compare(stem(a.fileName), stem(b.fileName)) || nameOrder.compare(a.fileName, b.fileName) || a.id - b.id;
}

function ownerOf(card: PhotoCard, job: KeyframeJob): RunOwner {
  if (card.kind === 'unreadable') return { kind: 'none', problem: 'card-not-read' };
  if (card.jobId !== job.jobId) return { kind: 'none', problem: 'other-job', jobId: card.jobId };
  if (card.kind === 'subject') return job.subjectIds.includes(card.subjectId) ? card : { kind: 'none', problem: 'unknown-card' };
  return job.groupIds.includes(card.groupId) ? card : { kind: 'none', problem: 'unknown-card' };
}

const problemOf = (owner: RunOwner & { kind: 'none' }): RunProblem =>
  owner.problem === 'other-job' ? { problem: 'other-job', jobId: owner.jobId } : { problem: owner.problem };

/**
 * Places every photo of a job: a card read as this job's is hidden; the photos after it on the same camera,
 * until that camera's next card, belong to its child (poses numbered in capture order over all the child's
 * runs, so a retake's card adds to them) or are the group photo of its group. Photos before a camera's
 * first card, after a card that could not be read, after another job's card or after a card naming no
 * subject of the job stay unmatched — never attached to the previous child. A photo whose file name names
 * a subject goes to that subject whatever run it is in.
 */
export function matchKeyframes(photos: readonly SequencedPhoto[], job: KeyframeJob): KeyframeMatch {
  const ordered = [...photos].sort(compareCaptureOrder);
  const runs: PhotoRun[] = [];
  const current = new Map<string | null, PhotoRun>();
  const runOf = new Map<number, PhotoRun>();
  for (const photo of ordered) {
    if (photo.card) {
      const run: PhotoRun = { cameraSerial: photo.cameraSerial, cardPhotoId: photo.id, owner: ownerOf(photo.card, job), photoIds: [] };
      runs.push(run);
      current.set(photo.cameraSerial, run);
      runOf.set(photo.id, run);
      continue;
    }
    let run = current.get(photo.cameraSerial);
    if (!run) {
      run = { cameraSerial: photo.cameraSerial, cardPhotoId: null, owner: { kind: 'none', problem: 'before-first-card' }, photoIds: [] };
      runs.push(run);
      current.set(photo.cameraSerial, run);
    }
    run.photoIds.push(photo.id);
    runOf.set(photo.id, run);
  }

  const poses = new Map<number, number>();
  const placements = ordered.map((photo): PhotoPlacement => {
    if (photo.card) {
      const { owner } = runOf.get(photo.id)!;
      return owner.kind === 'none' ? { photoId: photo.id, role: 'unmatched', ...problemOf(owner) } : { photoId: photo.id, role: 'card' };
    }
    const owner = runOf.get(photo.id)!.owner;
    const byName = photo.fileNameSubjectId !== null && job.subjectIds.includes(photo.fileNameSubjectId) ? photo.fileNameSubjectId : null;
    const subjectId = byName ?? (owner.kind === 'subject' ? owner.subjectId : null);
    if (subjectId !== null) {
      const pose = (poses.get(subjectId) ?? 0) + 1;
      poses.set(subjectId, pose);
      return { photoId: photo.id, role: 'portrait', subjectId, pose, by: byName !== null ? 'file-name' : 'card' };
    }
    if (owner.kind === 'group') return { photoId: photo.id, role: 'group', groupId: owner.groupId };
    return { photoId: photo.id, role: 'unmatched', ...problemOf(owner as RunOwner & { kind: 'none' }) };
  });

  const needsAttention = (run: PhotoRun) => (run.owner.kind === 'none' ? 0 : 1);
  return {
    placements,
    runs: runs
      .map((run, order) => ({ run, order }))
      .sort((a, b) => needsAttention(a.run) - needsAttention(b.run) || a.order - b.order)
      .map(({ run }) => run),
    subjectsWithoutPhotos: job.subjectIds.filter((id) => !poses.has(id)),
    farApart: runsFarApart(runs, photos),
  };
}

/** More than this between two runs of one child on the camera clock and they are far apart. */
export const FAR_APART_MINUTES = 30;

/**
 * A child's runs shot far apart, each a run the studio should look at (a card picked up for the wrong
 * child looks like this; so does a retake later in the day): two runs of the same child are far apart when
 * a run of another child or group of the job lies between them on the same camera, or when more than
 * `FAR_APART_MINUTES` pass on the camera clock between the last shot of one and the card of the next.
 * `runs` in capture order, as `matchKeyframes` builds them; both runs of such a pair are listed.
 */
export function runsFarApart(runs: readonly PhotoRun[], photos: readonly SequencedPhoto[]): PhotoRun[] {
  const capturedAt = new Map(photos.map((photo) => [photo.id, photo.capturedAt]));
  const far = new Set<PhotoRun>();
  const last = new Map<number, number>();
  runs.forEach((run, index) => {
    if (run.owner.kind !== 'subject') return;
    const previous = last.get(run.owner.subjectId);
    last.set(run.owner.subjectId, index);
    if (previous === undefined) return;
    const before = runs[previous]!;
    const sameCamera = before.cameraSerial === run.cameraSerial;
    const between = sameCamera && runs.slice(previous + 1, index).some((other) => other.cameraSerial === run.cameraSerial && other.owner.kind !== 'none');
    const end = capturedAt.get(before.photoIds.at(-1) ?? before.cardPhotoId!) ?? null;
    const start = capturedAt.get(run.cardPhotoId!) ?? null;
    if (between || (end !== null && start !== null && start - end > FAR_APART_MINUTES * 60_000)) far.add(before).add(run);
  });
  return runs.filter((run) => far.has(run));
}
