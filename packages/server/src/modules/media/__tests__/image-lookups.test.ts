import { type ImageLookup, type ImageProcessingSummary } from '@shutterday/domain/staff';
import { and, asc, count, eq, isNotNull } from 'drizzle-orm';
import sharp from 'sharp';
import { images, jobs, subjects } from '../../../db/schema';
import { spooledNow } from '../../../http/spool';
import { multipart } from '../../../test-support/multipart';
import { pngClaiming, testJpeg } from '../../../test-support/photos';
import { RecordingStorage } from '../../../test-support/recording-storage';
import { studioAdminTestApp } from '../../../test-support/studio-admin';

const storage = new RecordingStorage();
const session = studioAdminTestApp({ storage });
let base: string;
let subject: { id: number; accessCode: string; groupId: number | null };

beforeAll(async () => {
  const { db } = session.ctx;
  const [job] = await db.select().from(jobs).where(eq(jobs.studioId, 1)).orderBy(asc(jobs.id)).limit(1);
  const [first] = await db.select().from(subjects).where(and(eq(subjects.jobId, job!.id), isNotNull(subjects.accessCode))).orderBy(asc(subjects.id)).limit(1);
  subject = { id: first!.id, accessCode: first!.accessCode!, groupId: first!.groupId };
  base = `/api/studioadmin/studios/1/organizations/${job!.organizationId}/jobs/${job!.id}/imagelookups`;
});

const upload = (filename: string, data: Buffer, fields: Record<string, string> = {}, method: 'POST' | 'PATCH' = 'POST', url = base) => {
  const body = multipart([...Object.entries(fields).map(([name, value]) => ({ name, value })), { name: 'file', filename, data }]);
  return session.ctx.app.inject({ method, url, payload: body.payload, headers: { ...body.headers, ...session.auth } });
};
const status = async () => (await session.call('GET', `${base}/status`)).json().data as ImageProcessingSummary;
/** Waits until the background worker has nothing pending (the worker, not the test, decides when). */
async function processed(): Promise<ImageProcessingSummary> {
  for (;;) {
    const summary = await status();
    if (summary.pending === 0) return summary;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
/** Originals this app stored (the worker's derivatives of earlier photos may still be written meanwhile). */
const storedOriginals = () => storage.writes.filter((write) => write.startsWith('put originals/')).length;
const imageCount = async () => (await session.ctx.db.select({ n: count() }).from(images))[0]!.n;

describe('photo intake', () => {
  it('refuses two photos in one request with 400 and stores neither (one upload, one photo)', async () => {
    const [first, second] = [await testJpeg(120, 80, { hue: 200 }), await testJpeg(120, 80, { hue: 300 })];
    const body = multipart([{ name: 'file', filename: 'a.jpg', data: first }, { name: 'file', filename: 'b.jpg', data: second }]);
    const [images, originals] = [await imageCount(), storedOriginals()];
    const answer = await session.ctx.app.inject({ method: 'POST', url: base, payload: body.payload, headers: { ...body.headers, ...session.auth } });
    expect([answer.statusCode, answer.json()]).toEqual([400, { errors: ['file: Send one file per request'] }]);
    expect([await imageCount(), storedOriginals()]).toEqual([images, originals]);
    const extraField = await upload('a.jpg', first, { subjectId: String(subject.id), note: 'hello' });
    expect([extraField.statusCode, extraField.json()]).toEqual([400, { errors: ['note: This field is not accepted'] }]);
    expect(await imageCount()).toBe(images);
  });

  it('stores an upload under a server-made name, matches it by the camera-card code and makes its watermarked thumbnail in the background', async () => {
    const original = await testJpeg(300, 200, { orientation: 6 });
    const answer = await upload(`Lincoln_${subject.accessCode.toLowerCase()}_0001.jpg`, original);
    expect(answer.statusCode).toBe(201);
    const { image, duplicate } = answer.json().data as { image: ImageLookup; duplicate: boolean };
    expect(duplicate).toBe(false);
    expect(image).toMatchObject({ subjectId: subject.id, status: 'pending', type: 'hosted-individual', fileName: `Lincoln_${subject.accessCode.toLowerCase()}_0001.jpg` });
    await processed();
    const done = (await session.call('GET', `${base}?status=done&pageSize=200`)).json().data.resultItems.find((row: ImageLookup) => row.id === image.id);
    expect(done.thumbnailUrl).toMatch(/^\/api\/customer\/images\/\d+\/thumbnail\?/);
    const thumbnail = await session.ctx.app.inject({ method: 'GET', url: done.thumbnailUrl });
    expect(thumbnail.headers['content-type']).toBe('image/jpeg');
    // The camera's orientation is applied (a 300×200 shot turned right stands 200×300) and no metadata is kept.
    const [row] = await session.ctx.db.select().from(images).where(eq(images.id, image.id));
    expect([row!.width, row!.height]).toEqual([200, 300]);
    expect(row!.storageKey).toMatch(/^originals\/\d+\/[0-9a-f-]{36}\.jpg$/);
    const stored = await session.ctx.app.storage.get(row!.storageKey);
    const meta = await sharp(stored!).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation ?? 1).toBe(1);
  });

  it('answers a retried upload of the same file with the photo already stored, never a second one', async () => {
    const data = await testJpeg(320, 240, { hue: 7 });
    const first = await upload('IMG_0101.jpg', data);
    const before = await imageCount();
    const again = await upload('IMG_0101.jpg', data);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.duplicate).toBe(true);
    expect(again.json().data.image.id).toBe(first.json().data.image.id);
    expect(await imageCount()).toBe(before);
  });

  it('makes a failed photo again when the same file is uploaded again (its files were lost): no second photo, it ends done', async () => {
    const data = await testJpeg(320, 240, { hue: 99 });
    const id = (await upload('IMG_0303.jpg', data)).json().data.image.id as number;
    await processed();
    // The storage lost the photo's files and its processing ended failed, as the Photos tab shows it.
    const [row] = await session.ctx.db.select().from(images).where(eq(images.id, id));
    await Promise.all([row!.storageKey, row!.thumbnailKey!, row!.previewKey!].map((key) => session.ctx.app.storage.remove(key)));
    await session.ctx.db.update(images).set({ status: 'failed', failureReason: 'The thumbnail and preview could not be made from this file; upload it again or replace it' }).where(eq(images.id, id));
    const before = await imageCount();

    const again = await upload('IMG_0303.jpg', data);
    expect(again.statusCode).toBe(201);
    expect(again.json().data).toMatchObject({ duplicate: false, image: { id, status: 'pending' } });
    expect(await imageCount()).toBe(before);
    await processed();
    const [done] = await session.ctx.db.select().from(images).where(eq(images.id, id));
    expect([done!.status, done!.failureReason]).toEqual(['done', null]);
    expect(await session.ctx.app.storage.exists(done!.storageKey)).toBe(true);
    expect(await session.ctx.app.storage.exists(done!.thumbnailKey!)).toBe(true);
  });

  it('lists a photo no rule matches for manual assignment, and assigns it by hand', async () => {
    const answer = await upload('IMG_0202.jpg', await testJpeg(320, 240, { hue: 21 }));
    const id = answer.json().data.image.id as number;
    expect(answer.json().data.image.subjectId).toBeNull();
    const unmatched = (await session.call('GET', `${base}?unmatched=1&pageSize=200`)).json().data.resultItems as ImageLookup[];
    expect(unmatched.map((row) => row.id)).toContain(id);
    expect((await status()).unmatched).toBeGreaterThan(0);
    const assigned = await session.call('PATCH', `${base}/${id}/subject`, { subjectId: subject.id });
    expect(assigned.json().data).toMatchObject({ id, subjectId: subject.id });
    const after = (await session.call('GET', `${base}?unmatched=1&pageSize=200`)).json().data.resultItems as ImageLookup[];
    expect(after.map((row) => row.id)).not.toContain(id);
    expect((await session.call('PATCH', `${base}/${id}/subject`, { subjectId: 999999 })).statusCode).toBe(400);
  });

  it('converts a photo to a group photo of its subject\'s group and back, replaces its file, and deletes it with its files', async () => {
    const answer = await upload(`S${subject.id}.jpg`, await testJpeg(320, 240, { hue: 33 }));
    const id = answer.json().data.image.id as number;
    expect(answer.json().data.image.subjectId).toBe(subject.id);
    const group = await session.call('PATCH', `${base}/${id}/convert-type`, { type: 'hosted-group' });
    expect(group.json().data).toMatchObject({ type: 'hosted-group', groupId: subject.groupId, subjectId: null });
    expect((await session.call('PATCH', `${base}/${id}/convert-type`, { type: 'hosted-individual' })).json().data).toMatchObject({ type: 'hosted-individual', groupId: null });

    await processed();
    const replaced = await upload('retake.png', await sharp({ create: { width: 500, height: 250, channels: 3, background: '#fa0' } }).png().toBuffer(), {}, 'PATCH', `${base}/${id}`);
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().data).toMatchObject({ id, width: 500, height: 250, status: 'pending', fileName: 'retake.png' });
    await processed();
    const regenerate = await session.call('POST', `${base}/${id}/generate-thumbnail`, {});
    expect(regenerate.statusCode).toBe(202);
    await processed();

    const [row] = await session.ctx.db.select().from(images).where(eq(images.id, id));
    const keys = [row!.storageKey, row!.thumbnailKey!, row!.previewKey!];
    expect(await Promise.all(keys.map((key) => storage.exists(key)))).toEqual([true, true, true]);
    expect((await session.call('DELETE', `${base}/${id}`)).statusCode).toBe(204);
    expect(await Promise.all(keys.map((key) => storage.exists(key)))).toEqual([false, false, false]);
    expect((await session.call('DELETE', `${base}/${id}`)).statusCode).toBe(404);
  });
});

describe('a hostile or malformed upload', () => {
  const cases: Array<[string, () => Promise<{ name: string; data: Buffer }>, number, string]> = [
    ['wrong magic bytes (a GIF named .jpg)', async () => ({ name: 'photo.jpg', data: Buffer.from('GIF89a\u0001\u0000\u0001\u0000') }), 415, 'Only JPEG and PNG photos can be uploaded'],
    ['a 20,000 × 20,000 pixel bomb', async () => ({ name: 'bomb.png', data: await pngClaiming(20_000, 20_000) }), 413, 'The photo is larger than 100 megapixels'],
    ['a 50 MB file', async () => ({ name: 'huge.jpg', data: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(50 * 1024 * 1024)]) }), 413, 'The file is larger than 40 MB'],
    ['a path in the file name', async () => ({ name: '../../etc/cron.d/photo.jpg', data: await testJpeg() }), 400, 'The file name must be a plain name of at most 255 characters, without a folder path'],
    ['a Windows path in the file name', async () => ({ name: 'C:\\\\photos\\\\a.jpg', data: await testJpeg() }), 400, 'without a folder path'],
    ['a truncated JPEG', async () => ({ name: 'cut.jpg', data: (await testJpeg(800, 600)).subarray(0, 400) }), 400, 'The photo could not be read'],
  ];

  it.each(cases)('%s is refused with a clear message and leaves nothing in storage, the database or the upload folder', async (_label, make, code, message) => {
    const files = storedOriginals();
    const rows = await imageCount();
    const { name, data } = await make();
    const answer = await upload(name, data);
    expect(answer.statusCode).toBe(code);
    expect(answer.json().errors.join(' ')).toContain(message);
    expect(storedOriginals()).toBe(files);
    expect(await imageCount()).toBe(rows);
    expect(spooledNow(session.ctx.config.dataDir)).toEqual([]);
  });

  it('receives a photo into a temporary file, not into memory, and keeps no copy of it once answered', async () => {
    const put = storage.put.bind(storage);
    let spooledWhileStoring: string[] = [];
    jest.spyOn(storage, 'put').mockImplementationOnce(async (key, data) => {
      spooledWhileStoring = spooledNow(session.ctx.config.dataDir);
      return put(key, data);
    });
    const answer = await upload('spooled.jpg', await testJpeg(200, 150, { hue: 40 }));
    expect(answer.statusCode).toBe(201);
    expect(spooledWhileStoring).toHaveLength(1);
    expect(spooledNow(session.ctx.config.dataDir)).toEqual([]);
  });

  it('refuses a JSON body, a body without a file and a subject of another job, writing nothing', async () => {
    const rows = await imageCount();
    const json = await session.call('POST', base, { file: 'x' });
    expect(json.statusCode).toBe(415);
    expect(json.json().errors).toEqual(['Send the photo as multipart/form-data with the file in the field "file"']);
    const noFile = multipart([{ name: 'subjectId', value: '1' }]);
    const answer = await session.ctx.app.inject({ method: 'POST', url: base, payload: noFile.payload, headers: { ...noFile.headers, ...session.auth } });
    expect(answer.statusCode).toBe(400);
    const elsewhere = await upload('a.jpg', await testJpeg(100, 100, { hue: 99 }), { subjectId: '999999' });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().errors).toEqual(['subjectId: This subject is not in this job']);
    expect(await imageCount()).toBe(rows);
  });
});
