import { compareCaptureOrder, matchKeyframes, type PhotoCard, type SequencedPhoto } from '../keyframe-runs';

const job = { jobId: 12, subjectIds: [1, 2, 3], groupIds: [50] };
const T0 = Date.UTC(2026, 8, 14, 9, 0, 0);

/** A photo shot `second` seconds into the day, on camera `serial`. */
function shot(id: number, second: number, card: PhotoCard | null = null, extra: Partial<SequencedPhoto> = {}): SequencedPhoto {
  return { id, fileName: `IMG_${String(id).padStart(4, '0')}.JPG`, capturedAt: T0 + second * 1000, cameraSerial: 'A100', card, fileNameSubjectId: null, ...extra };
}
const card = (subjectId: number, jobId = 12): PhotoCard => ({ kind: 'subject', jobId, subjectId });

const placementOf = (photos: SequencedPhoto[], id: number) => matchKeyframes(photos, job).placements.find((p) => p.photoId === id);

describe('keyframe matching: a camera card starts its child run', () => {
  it('gives the photos after a card, until the next card, to its child with poses in capture order, and hides the card', () => {
    // File names run against capture order: capture order decides.
    const photos = [shot(9, 0, card(1)), shot(8, 1), shot(7, 2), shot(6, 3, card(2)), shot(5, 4)];
    const { placements } = matchKeyframes(photos, job);
    expect(placements).toEqual([
      { photoId: 9, role: 'card' },
      { photoId: 8, role: 'portrait', subjectId: 1, pose: 1, by: 'card' },
      { photoId: 7, role: 'portrait', subjectId: 1, pose: 2, by: 'card' },
      { photoId: 6, role: 'card' },
      { photoId: 5, role: 'portrait', subjectId: 2, pose: 1, by: 'card' },
    ]);
  });

  it('orders by sub-second capture time, then file name when the camera recorded no time', () => {
    const photos = [
      shot(1, 0.5), shot(2, 0.25, card(1)),
      { ...shot(3, 0), capturedAt: null, fileName: 'IMG_0010.JPG' }, { ...shot(4, 0), capturedAt: null, fileName: 'IMG_0009.JPG' },
    ];
    expect(matchKeyframes(photos, job).placements.map((p) => p.photoId)).toEqual([2, 1, 4, 3]);
  });

  it('leaves the photos before the first card unmatched', () => {
    const photos = [shot(1, 0), shot(2, 1, card(1)), shot(3, 2)];
    expect(placementOf(photos, 1)).toEqual({ photoId: 1, role: 'unmatched', problem: 'before-first-card' });
    expect(placementOf(photos, 3)).toMatchObject({ role: 'portrait', subjectId: 1 });
  });

  it('refuses a card of another job, naming that job, and does not give its run to the previous child', () => {
    const photos = [shot(1, 0, card(1)), shot(2, 1), shot(3, 2, card(1, 99)), shot(4, 3)];
    const result = matchKeyframes(photos, job);
    expect(placementOf(photos, 3)).toEqual({ photoId: 3, role: 'unmatched', problem: 'other-job', jobId: 99 });
    expect(placementOf(photos, 4)).toEqual({ photoId: 4, role: 'unmatched', problem: 'other-job', jobId: 99 });
    expect(result.runs[0]).toEqual({ cameraSerial: 'A100', cardPhotoId: 3, owner: { kind: 'none', problem: 'other-job', jobId: 99 }, photoIds: [4] });
  });

  it('treats a card of this job naming no subject of it (a forged or stale code) as an unmatched photo', () => {
    const photos = [shot(1, 0, card(1)), shot(2, 1), shot(3, 2, card(777)), shot(4, 3)];
    expect(placementOf(photos, 3)).toEqual({ photoId: 3, role: 'unmatched', problem: 'unknown-card' });
    expect(placementOf(photos, 4)).toEqual({ photoId: 4, role: 'unmatched', problem: 'unknown-card' });
  });

  it('adds a retake to the child: the same card again continues the pose numbers', () => {
    const photos = [shot(1, 0, card(1)), shot(2, 1), shot(3, 2, card(2)), shot(4, 3), shot(5, 60, card(1)), shot(6, 61)];
    expect(placementOf(photos, 6)).toEqual({ photoId: 6, role: 'portrait', subjectId: 1, pose: 2, by: 'card' });
    expect(placementOf(photos, 4)).toMatchObject({ subjectId: 2, pose: 1 });
  });

  it('keeps two cameras shooting at once apart by their serial', () => {
    const b = { cameraSerial: 'B200' };
    const photos = [
      shot(1, 0, card(1)), shot(2, 1, card(2), b), shot(3, 2), shot(4, 3, null, b), shot(5, 4, null, b), shot(6, 5),
    ];
    const result = matchKeyframes(photos, job);
    const subjectOf = (id: number) => result.placements.find((p) => p.photoId === id);
    expect([3, 6].map((id) => subjectOf(id))).toEqual([expect.objectContaining({ subjectId: 1 }), expect.objectContaining({ subjectId: 1 })]);
    expect([4, 5].map((id) => subjectOf(id))).toEqual([expect.objectContaining({ subjectId: 2, pose: 1 }), expect.objectContaining({ subjectId: 2, pose: 2 })]);
  });

  it('leaves the run of a card that could not be read as "card not read", not on the previous child', () => {
    const photos = [shot(1, 0, card(1)), shot(2, 1), shot(3, 2, { kind: 'unreadable' }), shot(4, 3), shot(5, 4, card(2)), shot(6, 5)];
    const result = matchKeyframes(photos, job);
    expect(placementOf(photos, 4)).toEqual({ photoId: 4, role: 'unmatched', problem: 'card-not-read' });
    expect(placementOf(photos, 3)).toEqual({ photoId: 3, role: 'unmatched', problem: 'card-not-read' });
    expect(result.runs[0]).toMatchObject({ cardPhotoId: 3, owner: { problem: 'card-not-read' }, photoIds: [4] });
    expect(placementOf(photos, 6)).toMatchObject({ subjectId: 2, pose: 1 });
  });

  it('lets a file name that names a subject win for that photo, numbered among the child\'s poses', () => {
    const photos = [shot(1, 0, card(1)), shot(2, 1), shot(3, 2, null, { fileNameSubjectId: 2 }), shot(4, 3), shot(5, 4, null, { fileNameSubjectId: 3 })];
    expect(placementOf(photos, 3)).toEqual({ photoId: 3, role: 'portrait', subjectId: 2, pose: 1, by: 'file-name' });
    expect(placementOf(photos, 4)).toMatchObject({ subjectId: 1, pose: 2 });
    expect(placementOf(photos, 5)).toEqual({ photoId: 5, role: 'portrait', subjectId: 3, pose: 1, by: 'file-name' });
  });

  it('makes the photos after a group card that group\'s photo, nobody\'s portrait', () => {
    const photos = [shot(1, 0, { kind: 'group', jobId: 12, groupId: 50 }), shot(2, 1), shot(3, 2, { kind: 'group', jobId: 12, groupId: 51 }), shot(4, 3)];
    expect(placementOf(photos, 1)).toEqual({ photoId: 1, role: 'card' });
    expect(placementOf(photos, 2)).toEqual({ photoId: 2, role: 'group', groupId: 50 });
    expect(placementOf(photos, 4)).toEqual({ photoId: 4, role: 'unmatched', problem: 'unknown-card' });
  });

  it('refuses a group card of another job, naming that job, even when its group id is one of this job\'s', () => {
    const photos = [shot(1, 0, { kind: 'group', jobId: 12, groupId: 50 }), shot(2, 1), shot(3, 2, { kind: 'group', jobId: 99, groupId: 50 }), shot(4, 3)];
    expect(placementOf(photos, 3)).toEqual({ photoId: 3, role: 'unmatched', problem: 'other-job', jobId: 99 });
    expect(placementOf(photos, 4)).toEqual({ photoId: 4, role: 'unmatched', problem: 'other-job', jobId: 99 });
  });

  it('lists the runs that need attention first, and the children left without a photo', () => {
    const photos = [shot(1, 0), shot(2, 1, card(1)), shot(3, 2), shot(4, 3, { kind: 'unreadable' }), shot(5, 4)];
    const result = matchKeyframes(photos, job);
    expect(result.runs.map((r) => r.cardPhotoId)).toEqual([null, 4, 2]);
    expect(result.subjectsWithoutPhotos).toEqual([2, 3]);
  });
});

describe('compareCaptureOrder without a camera clock', () => {
  const named = (id: number, fileName: string): SequencedPhoto => ({ id, fileName, capturedAt: null, cameraSerial: null, card: null, fileNameSubjectId: null });
  it('lists file names as a file manager does: a name before the same name with more to it, numbers as numbers', () => {
    const photos = [named(1, 'ETHN27 pose2.jpg'), named(2, 'IMG_10.jpg'), named(3, 'ETHN27.jpg'), named(4, 'IMG_9.jpg'), named(5, 'IMG_9 (2).jpg')];
    expect([...photos].sort(compareCaptureOrder).map((photo) => photo.fileName)).toEqual(['ETHN27.jpg', 'ETHN27 pose2.jpg', 'IMG_9.jpg', 'IMG_9 (2).jpg', 'IMG_10.jpg']);
  });
});

describe('a child with two runs far apart', () => {
  const farApart = (photos: SequencedPhoto[]) => matchKeyframes(photos, job).farApart.map((run) => run.cardPhotoId);

  it('lists both runs of a child when another child was shot between them on the same camera', () => {
    const photos = [shot(1, 0, card(1)), shot(2, 1), shot(3, 2, card(2)), shot(4, 3), shot(5, 4, card(1)), shot(6, 5)];
    expect(farApart(photos)).toEqual([1, 5]);
    // Both runs still give the child its poses.
    expect(placementOf(photos, 6)).toMatchObject({ subjectId: 1, pose: 2 });
  });

  it('does not list a card shot again straight away, nor runs with only an unread card or another camera between them', () => {
    expect(farApart([shot(1, 0, card(1)), shot(2, 1), shot(3, 2, card(1)), shot(4, 3)])).toEqual([]);
    expect(farApart([shot(1, 0, card(1)), shot(2, 1), shot(3, 2, { kind: 'unreadable' }), shot(4, 3), shot(5, 4, card(1)), shot(6, 5)])).toEqual([]);
    const y = { cameraSerial: 'Y9' };
    expect(farApart([shot(1, 0, card(1)), shot(2, 1), shot(3, 2, card(2), y), shot(4, 3, null, y), shot(5, 4, card(3)), shot(6, 5, card(1), y), shot(7, 6, null, y)])).toEqual([]);
  });

  it('lists runs of a child more than half an hour apart on the camera clock, on any camera', () => {
    const y = { cameraSerial: 'Y9' };
    expect(farApart([shot(1, 0, card(1)), shot(2, 60), shot(3, 60 + 31 * 60, card(1), y), shot(4, 60 + 31 * 60 + 1, null, y)])).toEqual([1, 3]);
    expect(farApart([shot(1, 0, card(1)), shot(2, 60), shot(3, 60 + 29 * 60, card(1), y), shot(4, 60 + 29 * 60 + 1, null, y)])).toEqual([]);
  });
});
