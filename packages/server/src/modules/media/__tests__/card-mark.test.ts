import { cameraCardCode, type ImageProcessingSummary, type JobPhotoRuns } from '@shutterday/domain/staff';
import { asc, eq, inArray, ne } from 'drizzle-orm';
import { images, jobs, subjects } from '../../../db/schema';
import { imageUrl } from '../../../services/images/signed-urls';
import { multipart } from '../../../test-support/multipart';
import { cameraShot } from '../../../test-support/photos';
import { studioAdminTestApp } from '../../../test-support/studio-admin';

/**
 * The studio marks a photo the decoder missed as a camera card (docs/photos.md "Keyframe matching
 * applied"): it starts a run of its own, "card not read" or the child the studio names, and the mark can
 * be undone. A child whose runs end up far apart is listed for the studio.
 */
const session = studioAdminTestApp();
let base: string;
let job: { id: number; organizationId: number };
let kids: Array<{ id: number; firstName: string; lastName: string }>;

beforeAll(async () => {
  const [first] = await session.ctx.db.select().from(jobs).where(eq(jobs.studioId, 1)).orderBy(asc(jobs.id)).limit(1);
  job = first!;
  kids = await session.ctx.db.select().from(subjects).where(eq(subjects.jobId, job.id)).orderBy(asc(subjects.id)).limit(2);
  base = `/api/studioadmin/studios/1/organizations/${job.organizationId}/jobs/${job.id}/imagelookups`;
});

async function upload(name: string, at: number, subjectId?: number): Promise<number> {
  const qr = subjectId === undefined ? undefined : cameraCardCode({ jobId: job.id, subjectId });
  const data = await cameraShot({ taken: `2026:09:14 10:00:${String(at).padStart(2, '0')}`, subSeconds: '10', cameraSerial: 'CAM-M', qr, angle: 11, hue: at });
  const body = multipart([{ name: 'file', filename: name, data }]);
  const answer = await session.ctx.app.inject({ method: 'POST', url: base, payload: body.payload, headers: { ...body.headers, ...session.auth } });
  expect(answer.statusCode).toBe(201);
  return answer.json().data.image.id as number;
}

const placed = async (ids: number[]) =>
  (await session.ctx.db.select({ id: images.id, subjectId: images.subjectId, isCard: images.isCard }).from(images).where(inArray(images.id, ids)).orderBy(asc(images.id))).map(
    (row) => (row.isCard ? 'card' : row.subjectId),
  );
const runs = async () => ((await session.call('GET', `${base}/runs`)).json().data as JobPhotoRuns).runs.filter((run) => run.cameraSerial === 'CAM-M');
const parentSees = async (id: number) => (await session.ctx.app.inject({ method: 'GET', url: imageUrl(session.ctx.app.config.jwtSecret, id, 'thumbnail') })).statusCode;

it('marks a missed card as a card (not read, or a child\'s), lists a child\'s runs far apart, and undoes the mark', async () => {
  const [ann, ben] = kids as [typeof kids[0], typeof kids[0]];
  const id = {
    cardAnn: await upload('IMG_0101.JPG', 0, ann.id),
    ann1: await upload('IMG_0102.JPG', 1),
    missed: await upload('IMG_0103.JPG', 2),
    ben1: await upload('IMG_0104.JPG', 3),
    retakeAnn: await upload('IMG_0105.JPG', 4, ann.id),
    ann2: await upload('IMG_0106.JPG', 5),
  };
  for (;;) {
    const summary = (await session.call('GET', `${base}/status`)).json().data as ImageProcessingSummary;
    // Every photo read, and the job's keyframe matching run after the last of them.
    const [owed] = await session.ctx.db.select({ owed: jobs.keyframeMatchOwed }).from(jobs).where(eq(jobs.id, job.id));
    if (summary.pending === 0 && owed?.owed === false) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const all = Object.values(id);
  // The decoder saw no card in `missed`: it and Ben's photo went to Ann.
  expect(await placed(all)).toEqual(['card', ann.id, ann.id, ann.id, 'card', ann.id]);

  // Marked as a card not read: its run is nobody's and needs the studio; the card is hidden from parents.
  expect((await session.call('PUT', `${base}/${id.missed}/card`, { subjectId: null })).statusCode).toBe(204);
  expect(await placed(all)).toEqual(['card', ann.id, 'card', null, 'card', ann.id]);
  expect((await runs()).map((run) => [run.cardImageLookupId, run.cardMarked, run.problem, run.imageLookupIds, run.needsAttention])).toEqual([
    [id.cardAnn, false, null, [id.ann1], false],
    [id.missed, true, 'card-not-read', [id.ben1], true],
    [id.retakeAnn, false, null, [id.ann2], false],
  ]);
  // A run's photos, asked for by id, come with their signed thumbnails.
  const listed = (await session.call('GET', `${base}?ids=${id.ben1},${id.ann1}&pageSize=2`)).json();
  expect(listed.data.resultItems.map((photo: { id: number; thumbnailUrl: string | null }) => [photo.id, photo.thumbnailUrl !== null])).toEqual([[id.ann1, true], [id.ben1, true]]);
  expect((await session.call('GET', `${base}?ids=${Array.from({ length: 101 }, (_, i) => i + 1).join(',')}`)).statusCode).toBe(400);
  expect((await session.call('GET', `${base}?ids=1,,2`)).statusCode).toBe(400);
  expect(await parentSees(id.missed)).toBe(404);

  // Marked as Ben's card: Ben's run, and Ann's two runs, Ben's between them, are far apart.
  expect((await session.call('PUT', `${base}/${id.missed}/card`, { subjectId: ben.id })).statusCode).toBe(204);
  expect(await placed(all)).toEqual(['card', ann.id, 'card', ben.id, 'card', ann.id]);
  expect((await runs()).map((run) => [run.name, run.farApart, run.needsAttention])).toEqual([
    [`${ann.firstName} ${ann.lastName}`, true, true],
    [`${ben.firstName} ${ben.lastName}`, false, false],
    [`${ann.firstName} ${ann.lastName}`, true, true],
  ]);
  // The studio confirms a run by assigning it: it needs no more attention.
  expect((await session.call('POST', `${base}/runs/assign`, { subjectId: ann.id, imageLookupIds: [id.ann2], cardImageLookupId: id.retakeAnn })).statusCode).toBe(204);
  expect((await runs()).map((run) => run.needsAttention)).toEqual([true, false, false]);

  // Undone: the photo joins Ann's run again, and so does Ben's photo.
  expect((await session.call('DELETE', `${base}/${id.missed}/card`)).statusCode).toBe(204);
  expect(await placed(all)).toEqual(['card', ann.id, ann.id, ann.id, 'card', ann.id]);
  const again = await session.call('DELETE', `${base}/${id.missed}/card`);
  expect([again.statusCode, again.json().errors]).toEqual([409, ['This photo was not marked as a card']]);

  const [stranger] = await session.ctx.db.select({ id: subjects.id }).from(subjects).where(ne(subjects.jobId, job.id)).limit(1);
  const refused = await session.call('PUT', `${base}/${id.missed}/card`, { subjectId: stranger!.id });
  expect([refused.statusCode, refused.json().errors]).toEqual([400, ['subjectId: This subject is not in this job']]);
  expect((await session.call('PUT', `${base}/${id.missed}/card`, { subjectId: null, extra: 1 })).statusCode).toBe(400);
}, 300_000);
