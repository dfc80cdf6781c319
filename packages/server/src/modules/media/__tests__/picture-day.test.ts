import { cameraCardCode, type ImageProcessingSummary, type JobPhotoRuns, type PhotoRunView } from '@shutterday/domain/staff';
import { asc, eq, inArray } from 'drizzle-orm';
import { images, jobs, subjects } from '../../../db/schema';
import { imageUrl } from '../../../services/images/signed-urls';
import { multipart } from '../../../test-support/multipart';
import { cameraShot, type ShotOptions } from '../../../test-support/photos';
import { studioAdminTestApp } from '../../../test-support/studio-admin';

/**
 * A generated picture day (docs/photos.md "Keyframe matching"): two cameras shooting at once, each child's
 * printed camera card (the code the print draws, `cameraCardCode`) held up before the child, file names in
 * another order than the shots, a retake, a card with a thumb over its code, a card of another job, a
 * card naming nobody of the job, a file named with a child's code, and a photo the studio assigned at upload.
 */
const session = studioAdminTestApp();
let base: string;
let job: { id: number; organizationId: number };
let kids: Array<{ id: number; accessCode: string | null; firstName: string; lastName: string }>;

beforeAll(async () => {
  const { db } = session.ctx;
  const [first] = await db.select().from(jobs).where(eq(jobs.studioId, 1)).orderBy(asc(jobs.id)).limit(1);
  job = first!;
  kids = await db.select().from(subjects).where(eq(subjects.jobId, job.id)).orderBy(asc(subjects.id)).limit(4);
  expect(kids.length).toBe(4);
  expect(kids[3]!.accessCode).toBeTruthy();
  base = `/api/studioadmin/studios/1/organizations/${job.organizationId}/jobs/${job.id}/imagelookups`;
});

interface Shot extends ShotOptions {
  /** Seconds into the day on the camera's clock. */
  at: number;
  camera: 'X' | 'Y';
  name: string;
  subjectId?: number;
}

const time = (at: number) => `2026:09:14 09:${String(Math.floor(at / 60)).padStart(2, '0')}:${String(at % 60).padStart(2, '0')}`;

async function upload(shot: Shot): Promise<number> {
  const data = await cameraShot({ ...shot, taken: time(shot.at), subSeconds: '10', cameraSerial: `CAM-${shot.camera}`, hue: shot.at });
  const parts = [...(shot.subjectId === undefined ? [] : [{ name: 'subjectId', value: String(shot.subjectId) }]), { name: 'file', filename: shot.name, data }];
  const body = multipart(parts);
  const answer = await session.ctx.app.inject({ method: 'POST', url: base, payload: body.payload, headers: { ...body.headers, ...session.auth } });
  expect(answer.statusCode).toBe(201);
  return answer.json().data.image.id as number;
}

/** Waits for the background: every photo read, then the job's matching written (one transaction, so one row tells). */
async function matched(cardId: number): Promise<void> {
  for (;;) {
    const summary = (await session.call('GET', `${base}/status`)).json().data as ImageProcessingSummary;
    const [card] = await session.ctx.db.select({ isCard: images.isCard }).from(images).where(eq(images.id, cardId));
    if (summary.pending === 0 && card?.isCard) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const placed = async (ids: number[]) =>
  session.ctx.db.select({ id: images.id, subjectId: images.subjectId, isCard: images.isCard, sortOrder: images.sortOrder }).from(images).where(inArray(images.id, ids)).orderBy(asc(images.id));

/** What a parent's browser gets for a photo the API might hand out (a valid signed URL). */
const parentSees = async (id: number) => (await session.ctx.app.inject({ method: 'GET', url: imageUrl(session.ctx.app.config.jwtSecret, id, 'thumbnail') })).statusCode;

it('places a whole picture day by its camera cards, keeps card photos from parents, and assigns a run in one action', async () => {
  const [a, b, c, d] = kids as [typeof kids[0], typeof kids[0], typeof kids[0], typeof kids[0]];
  const card = (subjectId: number) => ({ qr: cameraCardCode({ jobId: job.id, subjectId }), angle: 11 });
  // Shots in capture order per camera; file names run backwards against it.
  const day: Record<string, Shot> = {
    stray: { at: 0, camera: 'X', name: 'IMG_0020.JPG' },
    cardB: { at: 5, camera: 'Y', name: 'DSC_0009.JPG', ...card(b.id) },
    cardA: { at: 10, camera: 'X', name: 'IMG_0019.JPG', ...card(a.id), angle: -17 },
    a1: { at: 11, camera: 'X', name: 'IMG_0018.JPG' },
    a2: { at: 12, camera: 'X', name: 'IMG_0017.JPG' },
    b1: { at: 13, camera: 'Y', name: 'DSC_0008.JPG' },
    b2: { at: 14, camera: 'Y', name: 'DSC_0007.JPG' },
    unread: { at: 30, camera: 'X', name: 'IMG_0016.JPG', ...card(d.id), smudged: true },
    dLost1: { at: 31, camera: 'X', name: 'IMG_0015.JPG' },
    cardC: { at: 32, camera: 'Y', name: 'DSC_0006.JPG', ...card(c.id), angle: 20 },
    c1: { at: 33, camera: 'Y', name: 'DSC_0005.JPG' },
    dLost2: { at: 34, camera: 'X', name: 'IMG_0014.JPG' },
    picked: { at: 36, camera: 'Y', name: 'IMG_0013.JPG', subjectId: b.id },
    otherCard: { at: 40, camera: 'X', name: 'IMG_0012.JPG', qr: 'SD1:987654:12', angle: 5 },
    other1: { at: 41, camera: 'X', name: 'IMG_0011.JPG' },
    named: { at: 42, camera: 'Y', name: `DSC_0004 ${d.accessCode}.JPG` },
    c2: { at: 43, camera: 'Y', name: 'DSC_0003.JPG' },
    retakeA: { at: 50, camera: 'X', name: 'IMG_0010.JPG', ...card(a.id), angle: 3 },
    a3: { at: 51, camera: 'X', name: 'IMG_0009.JPG' },
    nobodyCard: { at: 60, camera: 'Y', name: 'DSC_0002.JPG', qr: cameraCardCode({ jobId: job.id, subjectId: 99_999_999 }), angle: -6 },
    nobody1: { at: 61, camera: 'Y', name: 'DSC_0001.JPG' },
  };
  const id: Record<string, number> = {};
  // Uploaded in file-name order, as a folder is.
  for (const [key, shot] of Object.entries(day).sort(([, x], [, y]) => x.name.localeCompare(y.name))) id[key] = await upload(shot);
  await matched(id.cardA!);

  const rows = new Map((await placed(Object.values(id))).map((row) => [row.id, row]));
  const where = (key: string) => {
    const row = rows.get(id[key]!)!;
    return row.isCard ? 'card' : row.subjectId === null ? null : [row.subjectId, row.sortOrder];
  };
  expect(Object.fromEntries(Object.keys(day).map((key) => [key, where(key)]))).toEqual({
    stray: null,
    cardB: 'card',
    cardA: 'card',
    a1: [a.id, 1],
    a2: [a.id, 2],
    b1: [b.id, 1],
    b2: [b.id, 2],
    // A card the decoder saw but could not read: its run is nobody's, never the previous child's.
    unread: null,
    dLost1: null,
    cardC: 'card',
    c1: [c.id, 1],
    dLost2: null,
    // The studio's pick at upload wins over the rule.
    picked: [b.id, 0],
    otherCard: null,
    other1: null,
    // A file named with a child's code goes to that child, whatever run it is in.
    named: [d.id, 1],
    c2: [c.id, 2],
    // The retake's card adds to the child's poses.
    retakeA: 'card',
    a3: [a.id, 3],
    nobodyCard: null,
    nobody1: null,
  });

  const view = (await session.call('GET', `${base}/runs`)).json().data as JobPhotoRuns;
  const summary = (run: PhotoRunView) => [run.cameraSerial, run.cardImageLookupId, run.name ?? run.problem, run.otherJobId, run.imageLookupIds];
  // The demo's photos, uploaded before any card, keep their children and need nobody's attention.
  expect(view.runs.filter((run) => run.cameraSerial === null).map((run) => [run.problem, run.needsAttention])).toEqual([['before-first-card', false]]);
  const shot = (runs: PhotoRunView[]) => runs.filter((run) => run.cameraSerial !== null);
  expect(shot(view.runs).map(summary)).toEqual([
    ['CAM-X', null, 'before-first-card', null, [id.stray]],
    ['CAM-Y', id.cardB, `${b.firstName} ${b.lastName}`, null, [id.b1, id.b2]],
    ['CAM-X', id.cardA, `${a.firstName} ${a.lastName}`, null, [id.a1, id.a2]],
    ['CAM-X', id.unread, 'card-not-read', null, [id.dLost1, id.dLost2]],
    ['CAM-Y', id.cardC, `${c.firstName} ${c.lastName}`, null, [id.c1, id.picked, id.named, id.c2]],
    ['CAM-X', id.otherCard, 'other-job', 987654, [id.other1]],
    ['CAM-X', id.retakeA, `${a.firstName} ${a.lastName}`, null, [id.a3]],
    ['CAM-Y', id.nobodyCard, 'unknown-card', null, [id.nobody1]],
  ]);
  // Job 987654 is no job of this studio: it is not named.
  expect(view.runs.find((run) => run.problem === 'other-job')?.otherJobName).toBeNull();

  // No card photo reaches a parent, even with a signed URL; the portraits do.
  for (const key of ['cardA', 'cardB', 'cardC', 'retakeA']) expect(await parentSees(id[key]!)).toBe(404);
  expect(await parentSees(id.a1!)).toBe(200);

  // The unread card's run goes to its child in one action; its card is hidden like a read one.
  const lost = view.runs.find((run) => run.problem === 'card-not-read')!;
  const assign = await session.call('POST', `${base}/runs/assign`, { subjectId: d.id, imageLookupIds: [id.dLost1, id.dLost2], cardImageLookupId: lost.cardImageLookupId });
  expect(assign.statusCode).toBe(204);
  expect(await parentSees(id.unread!)).toBe(404);
  const fixed = (await session.call('GET', `${base}/runs`)).json().data as JobPhotoRuns;
  expect(shot(fixed.runs).filter((run) => run.needsAttention).map((run) => run.problem)).toEqual(['before-first-card', 'other-job', 'unknown-card']);
  expect(fixed.runs.find((run) => run.cardImageLookupId === id.unread)?.name).toBe(`${d.firstName} ${d.lastName}`);

  // Matching again (another card read later) keeps what the studio placed.
  const late = await upload({ at: 70, camera: 'Y', name: 'DSC_0000.JPG', ...card(c.id) });
  await matched(late);
  expect((await placed([id.dLost1!, id.dLost2!, id.unread!])).map((row) => [row.subjectId, row.isCard])).toEqual([[d.id, false], [d.id, false], [null, true]]);
  // 22 camera-sized photos made, uploaded and read on a shared 2-core machine.
}, 300_000);

