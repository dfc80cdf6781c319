import { eq } from 'drizzle-orm';
import { images, subjects } from '../../../db/schema';
import { createTestApp, type TestContext } from '../../../test-support/app';
import { LINCOLN, subjectWithToken } from '../../../test-support/ordering';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const get = (url: string) => ctx.app.inject({ url });

describe('what a job offers', () => {
  it('tells the availability per order method', async () => {
    expect((await get('/api/customer/jobs/1/availability')).json().data.methods).toEqual({ Prepay: { ok: true }, Gallery: { ok: true } });
    expect((await get('/api/customer/jobs/2/availability')).json().data.methods).toEqual({ Prepay: { ok: false, reason: 'prepay-unavailable' }, Gallery: { ok: true } });
    expect((await get('/api/customer/jobs/3/availability')).json().data).toMatchObject({ archived: true, methods: { Gallery: { ok: false, reason: 'archived' } } });
  });

  it('gives preferences and services with their catalogue prices', async () => {
    expect((await get('/api/customer/studios/1/jobs/1/job-preferences')).json().data).toMatchObject({ jobId: 1, gallerySettings: { enableYearBookPoseSelection: true } });
    const services = (await get('/api/customer/studios/1/jobs/1/services')).json().data;
    expect(services).toMatchObject({ allowRetouch: true, allowNameOnAllPrints: true, retouch: { price: 800 }, personalization: { price: 1000, defaults: { nameOnAllPrints: true, nameOnWallets: false } } });
    expect((await get('/api/customer/studios/2/jobs/1/services')).statusCode).toBe(404);
  });

  it('lists green screens as watermarked images', async () => {
    const screens = (await get('/api/customer/jobs/1/greenscreens')).json().data;
    expect(screens).toHaveLength(3);
    const image = await get(screens[0].imageThumbnailUrl);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect((await get(screens[0].imageThumbnailUrl.replace(/s=.*/, 's=forged'))).statusCode).toBe(404);
  });

  it('lists the packages for a method with items, nodes and add-on rules', async () => {
    const list = (await get('/api/customer/jobs/1/packages?orderMethod=Prepay')).json().data;
    expect(list.map((p: { name: string }) => p.name)).toContain('Package A — Deluxe');
    const bonus = list.find((p: { name: string }) => p.name === 'Bonus Wallet Sheet');
    expect(bonus.packageAddon).toMatchObject({ type: 'addon_price', requiredMinPrice: 4000 });
    expect((await get('/api/customer/jobs/2/packages?orderMethod=Prepay')).statusCode).toBe(409);
  });
});

describe('subject search and gallery (the privacy rule)', () => {
  it('needs the access code or both names', async () => {
    const response = await get(`/api/customer/jobs/${LINCOLN}/subjects/search?lastName=Garcia`);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual(["query: Enter the access code, or your child's first and last name"]);
  });

  it('finds by exact full name (any case) or access code, never by a part of a name', async () => {
    const [subject] = await ctx.db.select().from(subjects).where(eq(subjects.jobId, LINCOLN)).orderBy(subjects.id).limit(1);
    const byName = await get(`/api/customer/jobs/1/subjects/search?firstName=${subject!.firstName.toUpperCase()}&lastName=${subject!.lastName.toLowerCase()}`);
    expect(byName.json().data.map((m: { id: number }) => m.id)).toContain(subject!.id);
    const byCode = await get(`/api/customer/jobs/1/subjects/search?code=${subject!.accessCode!.toLowerCase()}`);
    expect(byCode.json().data).toEqual([expect.objectContaining({ id: subject!.id, subjectToken: expect.any(String) })]);
    const partial = await get(`/api/customer/jobs/1/subjects/search?firstName=${subject!.firstName.slice(0, 2)}&lastName=${subject!.lastName}`);
    expect(partial.json().data).toEqual([]);
  });

  it('finds by the code as the camera card prints it: in two groups, any case, with a dash or a space', async () => {
    const [subject] = await ctx.db.select().from(subjects).where(eq(subjects.jobId, LINCOLN)).orderBy(subjects.id).limit(1);
    const code = subject!.accessCode!;
    for (const typed of [`${code.slice(0, 4)}-${code.slice(4)}`.toLowerCase(), ` ${code.slice(0, 4)} ${code.slice(4)} `.toLowerCase()]) {
      const found = await get(`/api/customer/jobs/1/subjects/search?code=${encodeURIComponent(typed)}`);
      expect(found.json().data).toEqual([expect.objectContaining({ id: subject!.id })]);
    }
  });

  it('shows the gallery only with a valid subject token, as watermarked previews', async () => {
    const { subject, token } = await subjectWithToken(ctx.app, ctx.db);
    expect((await get(`/api/customer/jobs/1/subjects/${subject.id}?token=forged`)).statusCode).toBe(403);
    expect((await get(`/api/customer/jobs/1/subjects/${subject.id + 1}?token=${token}`)).statusCode).toBe(403);
    const gallery = (await get(`/api/customer/jobs/1/subjects/${subject.id}?token=${token}`)).json().data;
    expect(gallery.images).toHaveLength(2);
    expect(gallery.groupImages).toHaveLength(1);
    expect(gallery.yearbookPoseSelectionAllowed).toBe(true);
    for (const image of [...gallery.images, ...gallery.groupImages]) {
      expect(image.previewUrl).toMatch(/^\/api\/customer\/images\/\d+\/preview\?e=\d+&s=/);
    }
    // The preview is a watermarked derivative, never the stored original.
    const [row] = await ctx.db.select().from(images).where(eq(images.id, gallery.images[0].id));
    const original = await ctx.app.storage.get(row!.storageKey);
    const preview = await get(gallery.images[0].previewUrl);
    expect(preview.rawPayload.equals(original!)).toBe(false);
  });

  it('throttles searches without a match per IP', async () => {
    let last = 0;
    for (let i = 0; i < 31; i += 1) last = (await ctx.app.inject({ url: `/api/customer/jobs/1/subjects/search?firstName=No&lastName=Body${i}`, remoteAddress: '10.9.9.9' })).statusCode;
    expect(last).toBe(429);
    // Another address is not affected.
    expect((await ctx.app.inject({ url: '/api/customer/jobs/1/subjects/search?firstName=No&lastName=Body', remoteAddress: '10.9.9.8' })).statusCode).toBe(200);
  });
});
