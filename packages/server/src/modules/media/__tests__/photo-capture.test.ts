import { type ImageProcessingSummary } from '@shutterday/domain/staff';
import { asc, eq, inArray } from 'drizzle-orm';
import { images, jobs, subjects } from '../../../db/schema';
import { multipart } from '../../../test-support/multipart';
import { cameraShot } from '../../../test-support/photos';
import { studioAdminTestApp } from '../../../test-support/studio-admin';

const session = studioAdminTestApp();
let base: string;
let job: { id: number };
let subjectId: number;

beforeAll(async () => {
  const { db } = session.ctx;
  const [first] = await db.select().from(jobs).where(eq(jobs.studioId, 1)).orderBy(asc(jobs.id)).limit(1);
  job = first!;
  const [subject] = await db.select().from(subjects).where(eq(subjects.jobId, job.id)).orderBy(asc(subjects.id)).limit(1);
  subjectId = subject!.id;
  base = `/api/studioadmin/studios/1/organizations/${first!.organizationId}/jobs/${first!.id}/imagelookups`;
});

async function upload(filename: string, data: Buffer): Promise<number> {
  const body = multipart([{ name: 'file', filename, data }]);
  const answer = await session.ctx.app.inject({ method: 'POST', url: base, payload: body.payload, headers: { ...body.headers, ...session.auth } });
  expect(answer.statusCode).toBe(201);
  return answer.json().data.image.id as number;
}
/** Waits until the background worker has nothing pending (the worker, not the test, decides when). */
async function processed(): Promise<void> {
  for (;;) {
    const summary = (await session.call('GET', `${base}/status`)).json().data as ImageProcessingSummary;
    if (summary.pending === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

it('reads each photo\'s capture time, camera serial and camera card on the photo queue', async () => {
  const card = await upload('IMG_0102.JPG', await cameraShot({ qr: `SD1:${job.id}:${subjectId}`, angle: 14, taken: '2026:09:14 09:00:05', subSeconds: '25', cameraSerial: 'A100' }));
  const portrait = await upload('IMG_0101.JPG', await cameraShot({ taken: '2026:09:14 09:00:07', subSeconds: '5', cameraSerial: 'B200', hue: 9 }));
  const otherJob = await upload('IMG_0103.JPG', await cameraShot({ qr: 'SD1:987654:12', angle: -8, taken: '2026:09:14 09:01:00', cameraSerial: 'A100', hue: 4 }));
  const someQr = await upload('IMG_0104.JPG', await cameraShot({ qr: 'https://example.test/SD1:1:2', angle: 5, hue: 3 }));
  await processed();

  const rows = await session.ctx.db
    .select({ id: images.id, status: images.status, capturedAt: images.capturedAt, cameraSerial: images.cameraSerial, cardJobId: images.cardJobId, cardSubjectId: images.cardSubjectId })
    .from(images)
    .where(inArray(images.id, [card, portrait, otherJob, someQr]))
    .orderBy(asc(images.id));
  expect(rows).toEqual([
    { id: card, status: 'done', capturedAt: new Date('2026-09-14T09:00:05.250Z'), cameraSerial: 'A100', cardJobId: job.id, cardSubjectId: subjectId },
    { id: portrait, status: 'done', capturedAt: new Date('2026-09-14T09:00:07.500Z'), cameraSerial: 'B200', cardJobId: null, cardSubjectId: null },
    // A card of another job is kept as read: matching names that job.
    { id: otherJob, status: 'done', capturedAt: new Date('2026-09-14T09:01:00.000Z'), cameraSerial: 'A100', cardJobId: 987654, cardSubjectId: 12 },
    // Any other QR code is no camera card; a photo without EXIF has no capture facts.
    { id: someQr, status: 'done', capturedAt: null, cameraSerial: null, cardJobId: null, cardSubjectId: null },
  ]);
});
