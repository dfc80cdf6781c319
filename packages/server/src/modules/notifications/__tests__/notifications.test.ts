import { NOTIFY_SIGNUP_ANSWER, UNSUBSCRIBE_DONE, UNSUBSCRIBE_INVALID } from '@shutterday/domain/notifications';
import { and, eq } from 'drizzle-orm';
import { jobs, mailHeaders, mailLog, notificationSends, notificationUnsubscribes, notifySignups, studios, subjects } from '../../../db/schema';
import { studioAdminTestApp } from '../../../test-support/studio-admin';
import { sweepNotifications } from '..';

const session = studioAdminTestApp();
const JOB = '/api/studioadmin/studios/1/jobs/1';
let ava: { id: number; accessCode: string };

const signUp = (code: string, email: string) => session.ctx.app.inject({ method: 'POST', url: '/api/customer/notify-signups', payload: { code, email } });
const mailsTo = (email: string) => session.ctx.db.select().from(mailLog).where(eq(mailLog.to, email));
const setPublished = (published: boolean) => session.ctx.db.update(jobs).set({ published }).where(eq(jobs.id, 1));

/** Sweeps, then waits until the queue has written every e-mail the sweep claimed. */
async function sweep(now?: Date): Promise<number> {
  const queued = await sweepNotifications(session.ctx.app, now);
  for (;;) {
    const waiting = await session.ctx.db.select({ id: notificationSends.id }).from(notificationSends).where(eq(notificationSends.status, 'queued'));
    if (waiting.length === 0) return queued;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

beforeAll(async () => {
  const [row] = await session.ctx.db.select({ id: subjects.id, accessCode: subjects.accessCode }).from(subjects).where(and(eq(subjects.jobId, 1), eq(subjects.firstName, 'Ava')));
  ava = { id: row!.id, accessCode: row!.accessCode! };
  // Whatever the seed's own addresses are owed goes first, so each test sees only its own.
  await sweep();
});

describe('"Tell me when the photos are ready"', () => {
  it('answers alike for a known code and an unknown one, and refuses what is not an address', async () => {
    const known = await signUp(` ${ava.accessCode.toLowerCase()} `, 'Parent.One@Family.test');
    const unknown = await signUp('ZZZZZZZZ', 'parent.one@family.test');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ data: { message: NOTIFY_SIGNUP_ANSWER } });
    expect(unknown.body).toBe(known.body);
    expect((await signUp(ava.accessCode, 'not an address')).statusCode).toBe(400);
    expect((await signUp('x'.repeat(41), 'a@b.test')).statusCode).toBe(400);
  });

  it('e-mails a signed-up address once when the job is published, with the studio name, the child link and one-click unsubscribe', async () => {
    await setPublished(false);
    await signUp(ava.accessCode, 'parent.two@family.test');
    expect(await sweep()).toBe(0);
    expect(await mailsTo('parent.two@family.test')).toHaveLength(0);

    await setPublished(true);
    await sweep();
    const mails = await mailsTo('parent.two@family.test');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("Ava's photos are ready");
    expect(mails[0]!.text).toContain(`/code/${ava.accessCode}`);
    const [studio] = await session.ctx.db.select({ name: studios.name, slug: studios.slug }).from(studios).where(eq(studios.id, 1));
    expect(mails[0]!.text.startsWith(`${studio!.name}\n`)).toBe(true);
    expect(mails[0]!.text).toContain(`/${studio!.slug}/code/${ava.accessCode}`);
    expect(mails[0]!.text).toMatch(new RegExp(`/${studio!.slug}/unsubscribe/1\\?email=parent.two%40family.test&sig=`));
    const [headers] = await session.ctx.db.select().from(mailHeaders).where(eq(mailHeaders.mailId, mails[0]!.id));
    expect(headers!.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(headers!.headers['List-Unsubscribe']).toMatch(/^<https?:\/\/.+\/api\/customer\/unsubscribe\/1\?email=parent.two%40family.test&sig=[\w-]+>$/);

    // Never twice: another sweep, and another sign-up of the same address, send nothing more.
    await signUp(ava.accessCode, 'PARENT.TWO@family.test');
    expect(await sweep()).toBe(0);
    expect(await mailsTo('parent.two@family.test')).toHaveLength(1);
    const counts = (await session.call('GET', `${JOB}/notifications/counts`)).json().data;
    expect(counts.sent).toBeGreaterThanOrEqual(1);
    expect(counts.queued).toBe(0);
  });

  it('sends nothing more to an address that unsubscribed with one click, and counts it', async () => {
    await signUp(ava.accessCode, 'parent.three@family.test');
    const header = async () => {
      await sweep();
      const [mail] = await mailsTo('parent.three@family.test');
      const [row] = await session.ctx.db.select().from(mailHeaders).where(eq(mailHeaders.mailId, mail!.id));
      return new URL(row!.headers['List-Unsubscribe']!.slice(1, -1));
    };
    const url = await header();
    const forged = await session.ctx.app.inject({ method: 'POST', url: `${url.pathname}?email=someone.else%40family.test&sig=${url.searchParams.get('sig')}`, payload: {} });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().errors).toEqual([UNSUBSCRIBE_INVALID]);
    const oneClick = await session.ctx.app.inject({ method: 'POST', url: `${url.pathname}${url.search}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.json().data.message).toBe(UNSUBSCRIBE_DONE);
    // A reminder that falls due later does not reach the unsubscribed address.
    await session.ctx.db.update(jobs).set({ prepayAvailable: true, prepayClosesOn: '2031-05-12' }).where(eq(jobs.id, 1));
    await sweep(new Date('2031-05-11T08:00:00Z'));
    expect(await mailsTo('parent.three@family.test')).toHaveLength(1);
    expect((await session.call('GET', `${JOB}/notifications/counts`)).json().data.unsubscribed).toBe(1);
  });

  it('reminds once before the prepay deadline, not before its last three days', async () => {
    const reminders = async () => (await mailsTo('parent.five@family.test')).filter((mail) => mail.subject.startsWith('Order'));
    await signUp(ava.accessCode, 'parent.five@family.test');
    await session.ctx.db.update(jobs).set({ prepayAvailable: true, prepayClosesOn: '2032-05-12' }).where(eq(jobs.id, 1));
    await sweep(new Date('2032-05-01T08:00:00Z'));
    expect(await reminders()).toHaveLength(0);
    await sweep(new Date('2032-05-10T08:00:00Z'));
    await sweep(new Date('2032-05-11T08:00:00Z'));
    expect((await reminders()).map((mail) => mail.subject)).toEqual(["Order Ava's photos before 2032-05-12"]);
    // Once per child and address, even when the studio moves the deadline.
    await session.ctx.db.update(jobs).set({ prepayClosesOn: '2032-05-20' }).where(eq(jobs.id, 1));
    await sweep(new Date('2032-05-19T08:00:00Z'));
    expect(await reminders()).toHaveLength(1);
  });

  it('reminds once in the last three days before online ordering closes, and not an unsubscribed address', async () => {
    const closing = async (email: string) => (await mailsTo(email)).filter((mail) => mail.subject.startsWith('Last days'));
    // Signed up directly: the sign-up route's rate limit is the other tests'.
    await session.ctx.db.insert(notifySignups).values([{ subjectId: ava.id, email: 'parent.six@family.test' }, { subjectId: ava.id, email: 'parent.seven@family.test' }]);
    await session.ctx.db.insert(notificationUnsubscribes).values({ studioId: 1, jobId: 1, email: 'parent.seven@family.test' });
    await session.ctx.db.update(jobs).set({ orderingClosesOn: '2033-06-15' }).where(eq(jobs.id, 1));
    await sweep(new Date('2033-06-01T08:00:00Z'));
    expect(await closing('parent.six@family.test')).toHaveLength(0);
    await sweep(new Date('2033-06-13T08:00:00Z'));
    await sweep(new Date('2033-06-14T08:00:00Z'));
    const mails = await closing('parent.six@family.test');
    expect(mails.map((mail) => mail.subject)).toEqual(["Last days to order Ava's photos"]);
    const [studio] = await session.ctx.db.select({ name: studios.name, slug: studios.slug }).from(studios).where(eq(studios.id, 1));
    expect(mails[0]!.text.startsWith(`${studio!.name}\n`)).toBe(true);
    expect(mails[0]!.text).toContain('closes at the end of 06/15/2033');
    expect(mails[0]!.text).toContain(`/${studio!.slug}/code/${ava.accessCode}`);
    expect(await closing('parent.seven@family.test')).toHaveLength(0);
    await session.ctx.db.update(jobs).set({ orderingClosesOn: null }).where(eq(jobs.id, 1));
  });

  it('sends nothing for a job the studio switched off', async () => {
    const off = await session.call('PUT', `${JOB}/notifications`, { notifyParents: false });
    expect(off.json().data).toEqual({ notifyParents: false });
    expect((await session.call('GET', `${JOB}/notifications`)).json().data).toEqual({ notifyParents: false });
    await signUp(ava.accessCode, 'parent.four@family.test');
    expect(await sweep()).toBe(0);
    expect(await mailsTo('parent.four@family.test')).toHaveLength(0);
    await session.call('PUT', `${JOB}/notifications`, { notifyParents: true });
    await sweep();
    expect(await mailsTo('parent.four@family.test')).toHaveLength(1);
  });

  it("keeps studios apart: another studio's job is not found", async () => {
    expect((await session.call('GET', '/api/studioadmin/studios/1/jobs/999999/notifications/counts')).statusCode).toBe(404);
  });
});

