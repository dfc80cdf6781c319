import { and, eq, sql, type SQL } from 'drizzle-orm';
import { images, jobs, orderLines, orders, subjects } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test-support/app';
import { bearer, loginStudioAdmin } from '../../test-support/auth';
import { EXPORT_BATCH } from '../../modules/reports/repositories/report-reading';
import { seedSeason, type SeasonSize } from '../season';

// A small season: the same statements as the bench's 200 jobs and 100,000 orders, at a size a test runs.
const SMALL: SeasonSize = { organizations: 12, subjectsPerJob: 24, photosPerSubject: 2, orders: 2500, couponsPerJob: 1, studioCoupons: 3, staff: 4 };

let ctx: TestContext;
let auth: { authorization: string };
let seasonJobId: number;
beforeAll(async () => {
  ctx = await createTestApp();
  auth = bearer((await loginStudioAdmin(ctx.app)).token);
  const seeded = await seedSeason(ctx.db, SMALL);
  expect(seeded).toMatchObject({ studioId: 1, jobs: 12, subjects: 12 * 24, photos: 12 * 24 * 2, orders: 2500 });
  const [job] = await ctx.db.select({ id: jobs.id }).from(jobs).where(sql`${jobs.name} like '%Fall Picture Day 2026'`).orderBy(jobs.id).limit(1);
  seasonJobId = job!.id;
});
afterAll(() => ctx.close());

/** Rows of a plain SQL read (the drivers' results differ in type, not in shape). */
const query = async <T>(statement: SQL) => ((await ctx.db.execute(statement)) as unknown as { rows: T[] }).rows;

const get = async (url: string) => {
  const response = await ctx.app.inject({ url: `/api/studioadmin/studios/1${url}`, headers: auth });
  expect(response.statusCode).toBe(200);
  return response.json().data;
};

/** Every page of a list, pageSize at a time, concatenated. */
async function allPages(url: string, pageSize: number) {
  const items: Array<Record<string, unknown>> = [];
  for (let page = 1; ; page++) {
    const data = await get(`${url}${url.includes('?') ? '&' : '?'}page=${page}&pageSize=${pageSize}`);
    items.push(...data.resultItems);
    if (data.resultItems.length < pageSize) return { items, total: data.totalRecords };
  }
}

describe('a season of data', () => {
  it('gives every child two photos on stored files, and every order its lines and payment', async () => {
    const photos = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(images).innerJoin(subjects, eq(subjects.id, images.subjectId)).where(eq(subjects.jobId, seasonJobId));
    expect(photos[0]!.n).toBe(48);
    const [unpaid] = await query<{ n: number }>(sql`select count(*)::int as n from orders o where o.job_id in (select id from jobs where name like '%2026')
      and (not exists (select 1 from order_lines l where l.order_id = o.id) or not exists (select 1 from payments p where p.order_id = o.id)
        or o.subtotal <> (select sum(l.quantity * l.unit_price) from order_lines l where l.order_id = o.id))`);
    expect(unpaid).toEqual({ n: 0 });
  });

  it('pages the studio jobs with their counts the same page by page as in one page', async () => {
    const whole = await get('/jobs?pageSize=200');
    const paged = await allPages('/jobs', 5);
    expect(paged.total).toBe(whole.totalRecords);
    expect(paged.items).toEqual(whole.resultItems);
    const season = whole.resultItems.find((job: { id: number }) => job.id === seasonJobId);
    const [paid] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(orders).where(and(eq(orders.jobId, seasonJobId), eq(orders.status, 'paid')));
    expect(season).toMatchObject({ subjectCount: 24, orderCount: paid!.n });
  });

  it("gives each job's paid orders and revenue after refunds by method, the same in the list as on the job's own page", async () => {
    // The domain's revenueCents order by order: product sales less what its refunds gave back, 0 unless it counts as paid.
    const expected = await query<{ job_id: number; method: 'Prepay' | 'Gallery'; paid: number; revenue: number; refunds: number }>(sql`select o.job_id, o.order_method as method,
        (count(*) filter (where o.status = 'paid' and o.payment_method <> 'invoice'))::int as paid,
        sum(case when o.status <> 'cancelled' and o.payment_method <> 'invoice' then o.total - o.tax - o.shipping - coalesce((select sum(r.product) from order_refunds r where r.order_id = o.id), 0) else 0 end)::int as revenue,
        (select count(*)::int from order_refunds r join orders ro on ro.id = r.order_id where ro.job_id = o.job_id and ro.order_method = o.order_method) as refunds
      from orders o join jobs j on j.id = o.job_id where j.studio_id = 1 group by 1, 2`);
    expect(expected.reduce((sum, row) => sum + row.refunds, 0)).toBeGreaterThan(0);
    const listed = new Map((await get('/jobs?pageSize=200')).resultItems.map((job: { id: number }) => [job.id, job]));
    for (const row of expected) expect([row.job_id, (listed.get(row.job_id) as { ordersByMethod: object }).ordersByMethod]).toEqual([row.job_id, expect.objectContaining({ [row.method]: { count: row.paid, revenue: row.revenue } })]);
    expect(await get(`/jobs/${seasonJobId}`)).toEqual(listed.get(seasonJobId));
  });

  it("pages a job's children with their photo counts the same page by page as in one page", async () => {
    const whole = await get(`/jobs/${seasonJobId}/subjects?pageSize=200`);
    expect(whole.resultItems).toHaveLength(24);
    expect((await allPages(`/jobs/${seasonJobId}/subjects`, 5)).items).toEqual(whole.resultItems);
    expect(whole.resultItems.every((child: { imageCount: number; imageThumbnailUrl: string | null }) => child.imageCount === 2 && child.imageThumbnailUrl)).toBe(true);
  });

  it("finds a job's orders by a child's name, and pages them as one list", async () => {
    const [line] = await ctx.db.select({ name: orderLines.subjectName }).from(orderLines).innerJoin(orders, eq(orders.id, orderLines.orderId)).where(eq(orders.jobId, seasonJobId)).limit(1);
    const lastName = line!.name.split(' ')[1]!;
    const [expected] = await query<{ n: number }>(sql`select count(distinct o.id)::int as n from orders o join order_lines l on l.order_id = o.id
      where o.job_id = ${seasonJobId} and (l.subject_name ilike ${`%${lastName}%`} or o.customer_name ilike ${`%${lastName}%`} or o.email ilike ${`%${lastName}%`})`);
    const found = await allPages(`/jobs/${seasonJobId}/orders?search=${encodeURIComponent(lastName)}`, 7);
    expect(found.items.length).toBe(expected!.n);
    expect(found.items.length).toBeGreaterThan(0);
    for (const order of found.items) expect(`${(order.subjectNames as string[]).join(' ')} ${String(order.customerName)}`).toContain(lastName);
    const whole = await allPages(`/jobs/${seasonJobId}/orders`, 200);
    expect(whole.items).toHaveLength(whole.total);
    expect((await allPages(`/jobs/${seasonJobId}/orders`, 9)).items).toEqual(whole.items);
  });

  it("sums the season's weeks to its revenue, and exports each child of a job with their paid orders", async () => {
    const summary = await get('/reports/payments/summary');
    expect(summary.byWeek.length).toBeGreaterThan(1);
    expect(summary.byWeek.reduce((sum: number, week: { count: number }) => sum + week.count, 0)).toBe(summary.revenue.count);
    expect(summary.byMonth.reduce((sum: number, month: { count: number }) => sum + month.count, 0)).toBe(summary.revenue.count);

    const response = await ctx.app.inject({ method: 'POST', url: '/api/studioadmin/studios/1/reports/subjects/export', headers: auth, payload: { jobId: seasonJobId } });
    expect(response.statusCode).toBe(200);
    const rows = response.body.trim().split('\n').slice(1);
    expect(rows).toHaveLength(24);
    const [paid] = await query<{ n: number }>(sql`select count(distinct (l.subject_id, o.id))::int as n from order_lines l join orders o on o.id = l.order_id where o.job_id = ${seasonJobId} and o.status = 'paid'`);
    // "Paid orders" is the sixth column: the children's counts add up to the job's paid orders per child.
    expect(rows.reduce((sum, row) => sum + Number(row.split(',')[5]), 0)).toBe(paid!.n);
  });

  it("exports every order of the season once, in order, across the export's batches", async () => {
    const [{ n: studioOrders }] = (await query<{ n: number }>(sql`select count(*)::int as n from orders where studio_id = 1`)) as [{ n: number }];
    expect(studioOrders).toBeGreaterThan(EXPORT_BATCH);
    const response = await ctx.app.inject({ method: 'POST', url: '/api/studioadmin/studios/1/reports/payments/export', headers: auth, payload: {} });
    expect(response.statusCode).toBe(200);
    // The byte order mark and the header once, before the first batch's rows.
    expect(response.body.startsWith('\uFEFFOrder number,Paid at,')).toBe(true);
    const numbers = response.body.trim().split('\n').slice(1).map((row) => Number(row.split(',')[0]));
    expect(numbers).toHaveLength(studioOrders);
    expect(new Set(numbers).size).toBe(studioOrders);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
  });
});
