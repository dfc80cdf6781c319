import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { jobs } from '../../../db/schema';
import { createTestApp, type TestContext } from '../../../test-support/app';
import { customerClient, LINCOLN, PACKAGE_A, packageId, subjectWithToken } from '../../../test-support/ordering';

// Cart details and the studio's job list are kept in the server's memory between reads (db/stamped-cache).
// A change made anywhere else — another module, another server instance, a hand-written SQL fix — must
// show in the very next read. The changes here are plain SQL, so no server code knows they happened.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const base = `/api/customer/jobs/${LINCOLN}`;
const run = (statement: ReturnType<typeof sql>) => ctx.db.execute(statement);
const studioOfLincoln = async () => (await ctx.db.select({ studioId: jobs.studioId }).from(jobs).where(eq(jobs.id, LINCOLN)))[0]!.studioId;

describe('cart details read again after a change made outside the server', () => {
  it('answers the new price, the new name and the new quantity, each on the next read', async () => {
    const client = customerClient(ctx.app);
    const { subject, token } = await subjectWithToken(ctx.app, ctx.db);
    const deluxe = await packageId(ctx.db, PACKAGE_A);
    expect((await client.post(`${base}/cartpackages`, { packageId: deluxe, subjectId: subject.id, subjectToken: token, orderMethod: 'Prepay' })).statusCode).toBe(201);
    const details = async () => (await client.get(`${base}/cart/details?orderMethod=Prepay`)).json().data;
    const first = await details();
    expect(await details()).toEqual(first);

    await run(sql`update packages set retail_cost = retail_cost + 500 where id = ${deluxe}`);
    const repriced = await details();
    expect(repriced.cartPackages[0].price).toBe(first.cartPackages[0].price + 500);
    expect(repriced.total).toBe(first.total + 500);

    await run(sql`update subjects set first_name = 'Renamed' where id = ${subject.id}`);
    expect((await details()).cartPackages[0].subjectName).toBe(`Renamed ${subject.lastName}`);

    await run(sql`update cart_packages set quantity = 3 where id = ${first.cartPackages[0].id}`);
    expect((await details()).cartPackages[0].quantity).toBe(3);
    expect((await client.get(`${base}/cart?orderMethod=Prepay`)).json().data.packageCount).toBe(3);

    await run(sql`delete from cart_packages where id = ${first.cartPackages[0].id}`);
    expect((await details()).cartPackages).toEqual([]);
  });

  it('never answers one cart for another', async () => {
    const [one, two] = [customerClient(ctx.app), customerClient(ctx.app)];
    const { subject, token } = await subjectWithToken(ctx.app, ctx.db);
    await one.post(`${base}/cartpackages`, { packageId: await packageId(ctx.db, PACKAGE_A), subjectId: subject.id, subjectToken: token, orderMethod: 'Prepay' });
    expect((await one.get(`${base}/cart/details?orderMethod=Prepay`)).json().data.cartPackages).toHaveLength(1);
    expect((await two.get(`${base}/cart/details?orderMethod=Prepay`)).json().data).toMatchObject({ id: 0, cartPackages: [] });
  });
});

describe("the studio's job list read again after a change made outside the server", () => {
  it('drops an unpublished job and shows a renamed organization on the next read', async () => {
    const studioId = await studioOfLincoln();
    const list = async () => (await ctx.app.inject({ method: 'GET', url: `/api/customer/studios/${studioId}/jobs` })).json().data;
    const first = await list();
    expect(first.resultItems.map((j: { id: number }) => j.id)).toContain(LINCOLN);
    expect(await list()).toEqual(first);

    await run(sql`update organizations set name = 'Lincoln Renamed' where id = (select organization_id from jobs where id = ${LINCOLN})`);
    expect((await list()).resultItems.find((j: { id: number }) => j.id === LINCOLN).organizationName).toBe('Lincoln Renamed');

    await run(sql`update jobs set published = false where id = ${LINCOLN}`);
    const after = await list();
    expect(after.resultItems.map((j: { id: number }) => j.id)).not.toContain(LINCOLN);
    expect(after.totalRecords).toBe(first.totalRecords - 1);
    await run(sql`update jobs set published = true where id = ${LINCOLN}`);
  });

  it('sends the list compressed as a browser accepts it, the same JSON, and the change on the next read', async () => {
    const studioId = await studioOfLincoln();
    const url = `/api/customer/studios/${studioId}/jobs`;
    const plain = (await ctx.app.inject({ method: 'GET', url })).json();
    const packed = async (acceptEncoding: string) => {
      const response = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-encoding': acceptEncoding } });
      expect(response.headers.vary).toContain('accept-encoding');
      const encoding = response.headers['content-encoding'];
      const body = encoding === 'br' ? brotliDecompressSync(response.rawPayload) : encoding === 'gzip' ? gunzipSync(response.rawPayload) : response.rawPayload;
      return { encoding, json: JSON.parse(body.toString()) };
    };
    expect(await packed('gzip, deflate, br, zstd')).toEqual({ encoding: 'br', json: plain });
    expect(await packed('gzip')).toEqual({ encoding: 'gzip', json: plain });
    expect(await packed('br;q=0, gzip')).toEqual({ encoding: 'gzip', json: plain });
    expect(await packed('identity')).toEqual({ encoding: undefined, json: plain });

    await run(sql`update organizations set name = 'Lincoln Packed' where id = (select organization_id from jobs where id = ${LINCOLN})`);
    const renamed = (await packed('gzip, deflate, br, zstd')).json.data.resultItems.find((j: { id: number }) => j.id === LINCOLN);
    expect(renamed.organizationName).toBe('Lincoln Packed');
  });

  it('closes the list at once when the studio is no longer open for ordering', async () => {
    const studioId = await studioOfLincoln();
    const url = `/api/customer/studios/${studioId}/jobs`;
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    await run(sql`update studios set rspo_enabled = false where id = ${studioId}`);
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(403);
    await run(sql`update studios set rspo_enabled = true where id = ${studioId}`);
  });
});
