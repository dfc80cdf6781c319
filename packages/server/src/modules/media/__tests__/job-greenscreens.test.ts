import type { CustomerGreenScreen } from '@shutterday/domain';
import { type StudioGreenScreen } from '@shutterday/domain/staff';
import { asc, eq } from 'drizzle-orm';
import { greenScreenBackgrounds, jobs } from '../../../db/schema';
import { multipart } from '../../../test-support/multipart';
import { testJpeg } from '../../../test-support/photos';
import { studioAdminTestApp } from '../../../test-support/studio-admin';

const session = studioAdminTestApp();
let base: string;
let jobId: number;

beforeAll(async () => {
  const [job] = await session.ctx.db.select().from(jobs).where(eq(jobs.studioId, 1)).orderBy(asc(jobs.id)).limit(1);
  jobId = job!.id;
  base = `/api/studioadmin/studios/1/jobs/${jobId}/greenscreens`;
});

const upload = (fields: Record<string, string>, data: Buffer, filename = 'beach.jpg') => {
  const body = multipart([...Object.entries(fields).map(([name, value]) => ({ name, value })), { name: 'file', filename, data }]);
  return session.ctx.app.inject({ method: 'POST', url: base, payload: body.payload, headers: { ...body.headers, ...session.auth } });
};
const customerChoice = async () => (await session.ctx.app.inject({ method: 'GET', url: `/api/customer/jobs/${jobId}/greenscreens` })).json().data as CustomerGreenScreen[];

describe("a job's green screens", () => {
  it('uploads a background that the customer\'s green-screen choice then offers, watermarked, and removes it again with its files', async () => {
    const created = await upload({ name: 'Beach sunset', price: '500' }, await testJpeg(800, 600, { hue: 150 }));
    expect(created.statusCode).toBe(201);
    const background = created.json().data as StudioGreenScreen;
    expect(background).toMatchObject({ name: 'Beach sunset', price: 500 });
    expect(((await session.call('GET', base)).json().data as StudioGreenScreen[]).map((bg) => bg.id)).toContain(background.id);

    const offered = (await customerChoice()).find((bg) => bg.id === background.id);
    expect(offered).toMatchObject({ name: 'Beach sunset', price: 500 });
    const preview = await session.ctx.app.inject({ method: 'GET', url: offered!.previewUrl });
    expect(preview.headers['content-type']).toBe('image/jpeg');

    const [row] = await session.ctx.db.select().from(greenScreenBackgrounds).where(eq(greenScreenBackgrounds.id, background.id));
    expect(row!.storageKey).toMatch(/^greenscreens\/1\/[0-9a-f-]{36}\.jpg$/);
    expect((await session.call('DELETE', `${base}/${background.id}`)).statusCode).toBe(204);
    expect((await customerChoice()).map((bg) => bg.id)).not.toContain(background.id);
    expect(await session.ctx.app.storage.exists(row!.storageKey)).toBe(false);
    expect(await session.ctx.app.storage.exists(`derived/greenscreen-${background.id}-preview.jpg`)).toBe(false);
    expect((await session.call('DELETE', `${base}/${background.id}`)).statusCode).toBe(404);
  });

  it('refuses a background without a name or with wrong magic bytes, storing nothing', async () => {
    const before = (await session.ctx.db.select().from(greenScreenBackgrounds)).length;
    const noName = await upload({ name: ' ' }, await testJpeg(100, 100));
    expect(noName.statusCode).toBe(400);
    expect(noName.json().errors).toEqual(['name: Give the background a name']);
    const gif = await upload({ name: 'Stars' }, Buffer.from('GIF89a....'));
    expect(gif.statusCode).toBe(415);
    expect((await session.ctx.db.select().from(greenScreenBackgrounds)).length).toBe(before);
  });
});
