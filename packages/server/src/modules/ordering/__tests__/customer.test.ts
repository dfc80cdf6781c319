import { eq } from 'drizzle-orm';
import { jobs, studios } from '../../../db/schema';
import { seedDemo } from '../../../seed';
import { DEMO } from '../../../seed/demo-constants';
import { imageUrl } from '../../../services/images/signed-urls';
import { createTestApp, type TestContext } from '../../../test-support/app';
import { LocalStorage } from '../../../services/storage/storage';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const get = (url: string) => ctx.app.inject({ url });
const names = (body: { data: { resultItems: { name: string }[] } }) => body.data.resultItems.map((job) => job.name).sort();

describe('customer studio and jobs', () => {
  it('finds the demo studio by its slug, ignoring case', async () => {
    const response = await get('/api/customer/studios/DEMO');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ id: 1, name: DEMO.studio.name, slug: 'demo', logoUrl: null, rspoEnabled: true });
  });

  it('answers an unknown slug with 404 "Studio not found"', async () => {
    const response = await get('/api/customer/studios/no-such-studio');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ errors: ['Studio not found'] });
  });

  it('lists the published jobs and never the archived one', async () => {
    const response = await get('/api/customer/studios/1/jobs');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ currentPage: 1, pageSize: 50, totalRecords: 2 });
    expect(names(response.json())).toEqual(['Lincoln Fall Picture Day', 'Tigers Team Day']);
  });

  it('counts every visible job on any page, also one past the end', async () => {
    const first = (await get('/api/customer/studios/1/jobs?page=1&pageSize=1')).json().data;
    const second = (await get('/api/customer/studios/1/jobs?page=2&pageSize=1')).json().data;
    expect(second).toMatchObject({ currentPage: 2, pageSize: 1, totalRecords: 2 });
    expect([...names({ data: first }), ...names({ data: second })].sort()).toEqual(['Lincoln Fall Picture Day', 'Tigers Team Day']);
    expect((await get('/api/customer/studios/1/jobs?page=3&pageSize=1')).json().data).toMatchObject({ resultItems: [], totalRecords: 2 });
  });

  it('searches jobs by job or organization name', async () => {
    expect(names((await get('/api/customer/studios/1/jobs?search=riverside')).json())).toEqual(['Tigers Team Day']);
    expect(names((await get('/api/customer/studios/1/jobs?search=fall')).json())).toEqual(['Lincoln Fall Picture Day']);
  });

  it('opens every job with the studio code, one job with its own code, none with a wrong code', async () => {
    expect(names((await get('/api/customer/studios/1/jobs?code=demo2026')).json())).toHaveLength(2);
    expect(names((await get('/api/customer/studios/1/jobs?code=TIGERS26')).json())).toEqual(['Tigers Team Day']);
    expect((await get('/api/customer/studios/1/jobs?code=WRONG')).json().data.totalRecords).toBe(0);
  });

  it('returns a list holding a visible job, and 404 for the archived one', async () => {
    const [archived] = await ctx.db.select().from(jobs).where(eq(jobs.name, 'Archived 2025'));
    expect((await get('/api/customer/studios/1/jobs/1')).json().data.resultItems).toHaveLength(1);
    expect((await get(`/api/customer/studios/1/jobs/${archived!.id}`)).statusCode).toBe(404);
    // The job itself is still described so that the app can show its unavailable page.
    expect((await get(`/api/customer/jobs/${archived!.id}`)).json().data).toMatchObject({ archived: true });
  });

  it('answers the job list of an unknown studio with 404, and of a studio without a visible job with an empty list', async () => {
    expect((await get('/api/customer/studios/9999/jobs')).json()).toEqual({ errors: ['Studio not found'] });
    const [empty] = await ctx.db.insert(studios).values({ name: 'Empty Studio', slug: 'empty', rspoEnabled: true, status: 'active' }).returning({ id: studios.id });
    try {
      expect((await get(`/api/customer/studios/${empty!.id}/jobs`)).json().data).toMatchObject({ resultItems: [], totalRecords: 0, currentPage: 1 });
    } finally {
      await ctx.db.delete(studios).where(eq(studios.id, empty!.id));
    }
  });

  it('describes a job and looks its studio up', async () => {
    expect((await get('/api/customer/jobs/1')).json().data).toMatchObject({ name: 'Lincoln Fall Picture Day', prepay: { available: true }, gallery: { available: true } });
    expect((await get('/api/customer/jobs/1/studio')).json().data).toEqual({ studioId: 1, studioWebUrl: 'demo' });
    expect((await get('/api/customer/jobs/9999')).statusCode).toBe(404);
  });

  it('refuses a studio that is not enabled for online ordering', async () => {
    await ctx.db.update(studios).set({ rspoEnabled: false }).where(eq(studios.id, 1));
    try {
      const response = await get('/api/customer/studios/demo');
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ errors: ['There was an error loading the studio'] });
      // Its job list shows no job either, first page or later, plain or searched.
      for (const query of ['', '?page=2&pageSize=1', '?search=fall']) expect((await get(`/api/customer/studios/1/jobs${query}`)).json()).toEqual({ errors: ['There was an error loading the studio'] });
    } finally {
      await ctx.db.update(studios).set({ rspoEnabled: true }).where(eq(studios.id, 1));
    }
  });
  it('names a studio a system administrator closed: "{Studio} is not taking orders online right now", its jobs refused too', async () => {
    await ctx.db.update(studios).set({ status: 'disabled' }).where(eq(studios.id, 1));
    try {
      const response = await get('/api/customer/studios/demo');
      expect([response.statusCode, response.json()]).toEqual([403, { errors: ['Demo Photo Co is not taking orders online right now'] }]);
      // Its job list (a read without the name) is refused too; the page shows the studio's answer first.
      expect((await get('/api/customer/studios/1/jobs')).statusCode).toBe(403);
    } finally {
      await ctx.db.update(studios).set({ status: 'active' }).where(eq(studios.id, 1));
    }
  });
});

describe('order lookup', () => {
  it('finds order 100001 by number and e-mail, ignoring the e-mail case', async () => {
    const response = await get(`/api/customer/cart/search/?orderNumber=100001&email=${encodeURIComponent('Parent@Shutterday.TEST')}`);
    expect(response.statusCode).toBe(200);
    const order = response.json().data;
    expect(order).toMatchObject({ jobId: 1, orderNumber: '100001', jobName: 'Lincoln Fall Picture Day', status: 'paid' });
    expect(order.total).toBe(order.subtotal - order.discount + order.shipping + order.tax);
  });

  it('answers a miss with 404 "Could not find this order"', async () => {
    for (const query of ['orderNumber=100001&email=someone@else.test', 'orderNumber=999999&email=parent@shutterday.test', 'orderNumber=abc&email=parent@shutterday.test']) {
      const response = await get(`/api/customer/cart/search?${query}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ errors: ['Could not find this order'] });
    }
  });

  it('validates the lookup form fields', async () => {
    const response = await get('/api/customer/cart/search/?email=not-an-email');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual(expect.arrayContaining(['orderNumber: This field is required', 'email: This value is not a valid email address']));
  });

  it('serves the order page of its own job only', async () => {
    expect((await get('/api/customer/jobs/1/orders/100001?email=parent@shutterday.test')).statusCode).toBe(200);
    expect((await get('/api/customer/jobs/2/orders/100001?email=parent@shutterday.test')).statusCode).toBe(404);
  });
});

describe('images', () => {
  it('serves a watermarked preview through a signed URL only', async () => {
    const url = imageUrl(ctx.config.jwtSecret, 5, 'preview');
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.rawPayload.length).toBeGreaterThan(1000);
    expect((await get('/api/customer/images/5/preview?s=forged')).statusCode).toBe(404);
    expect((await get(url.replace('/5/', '/6/'))).statusCode).toBe(404);
  });

  it('refuses a signed URL once it has expired', async () => {
    const twoDaysAgo = Date.now() - 2 * 24 * 60 * 60 * 1000;
    expect((await get(imageUrl(ctx.config.jwtSecret, 5, 'preview', twoDaysAgo))).statusCode).toBe(404);
  });
});

describe('demo seed', () => {
  it('is idempotent', async () => {
    const result = await seedDemo(ctx.db, new LocalStorage(ctx.config.storageDir));
    expect(result.seeded).toBe(false);
  });
});
