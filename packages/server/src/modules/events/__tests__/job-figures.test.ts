import { and, eq } from 'drizzle-orm';
import { jobFiguresVersions, orderRefunds, orders, subjects } from '../../../db/schema';
import { studioAdminTestApp } from '../../../test-support/studio-admin';

// A job's figures (children, paid orders, revenue) are kept in the server's memory while the job's figures
// version is unchanged: every change below is written straight to the database, as any module or another
// server instance would, and the next read must show it.
const session = studioAdminTestApp();

const JOB = 1;
const job = async () => (await session.ctx.app.inject({ url: `/api/studioadmin/studios/1/jobs/${JOB}`, headers: session.auth })).json().data;
const listed = async () => (await session.ctx.app.inject({ url: '/api/studioadmin/studios/1/jobs', headers: session.auth })).json().data.resultItems.find((j: { id: number }) => j.id === JOB);
const version = async () => (await session.ctx.db.select().from(jobFiguresVersions).where(eq(jobFiguresVersions.jobId, JOB)))[0]?.version ?? 0;
const order = { studioId: 1, jobId: JOB, email: 'p@x.test', customerName: 'P', paidAt: new Date(), orderMethod: 'Prepay' as const };

describe("a job's figures kept in memory", () => {
  it('show a new child, a new order and a refund at once, on the job and in the list', async () => {
    const before = await job();
    expect(await listed()).toEqual(before);
    // Three children in one statement: one bump.
    const was = await version();
    await session.ctx.db.insert(subjects).values([1, 2, 3].map((n) => ({ jobId: JOB, firstName: `New${n}`, lastName: 'Child' })));
    expect(await version()).toBe(was + 1);
    expect(await job()).toMatchObject({ subjectCount: before.subjectCount + 3 });

    const [placed] = await session.ctx.db.insert(orders).values({ ...order, subtotal: 3000, total: 3000 }).returning({ id: orders.id });
    const paid = await job();
    expect(paid.ordersByMethod.Prepay).toEqual({ count: before.ordersByMethod.Prepay.count + 1, revenue: before.ordersByMethod.Prepay.revenue + 3000 });

    await session.ctx.db.insert(orderRefunds).values({ orderId: placed!.id, amount: 1000, product: 1000, tax: 0, shipping: 0, provider: 'test', idempotencyKey: 'figures-refund' });
    expect((await job()).ordersByMethod.Prepay.revenue).toBe(paid.ordersByMethod.Prepay.revenue - 1000);
    expect((await listed()).ordersByMethod.Prepay.revenue).toBe(paid.ordersByMethod.Prepay.revenue - 1000);

    await session.ctx.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, placed!.id));
    expect((await job()).ordersByMethod.Prepay.count).toBe(before.ordersByMethod.Prepay.count);
  });

  it('are not read again for a change they do not show (an order moving through fulfilment, a child renamed)', async () => {
    await job();
    const was = await version();
    const [any] = await session.ctx.db.select({ id: orders.id }).from(orders).where(eq(orders.jobId, JOB)).limit(1);
    await session.ctx.db.update(orders).set({ fulfilmentStatus: 'in_production' }).where(eq(orders.id, any!.id));
    await session.ctx.db.update(subjects).set({ firstName: 'Renamed' }).where(and(eq(subjects.jobId, JOB), eq(subjects.firstName, 'New1')));
    expect(await version()).toBe(was);
  });

  it('move a child who changes job from one job to the other', async () => {
    const [other, mine] = [await session.ctx.app.inject({ url: '/api/studioadmin/studios/1/jobs/2', headers: session.auth }), await job()];
    await session.ctx.db.update(subjects).set({ jobId: 2 }).where(and(eq(subjects.jobId, JOB), eq(subjects.firstName, 'New2')));
    expect((await job()).subjectCount).toBe(mine.subjectCount - 1);
    expect((await session.ctx.app.inject({ url: '/api/studioadmin/studios/1/jobs/2', headers: session.auth })).json().data.subjectCount).toBe(other.json().data.subjectCount + 1);
  });
});
