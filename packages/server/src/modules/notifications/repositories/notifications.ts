import type { NotificationCounts, NotificationEvent, Notification } from '@shutterday/domain/notifications';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { jobNotificationSettings, jobs, notificationSends, notificationUnsubscribes, notifySignups, orderLines, orders, studios, subjects } from '../../../db/schema';

export type SendStatus = 'queued' | 'sent' | 'failed';

/** The database side of parents' e-mails: sign-ups, the per-job switch, what was sent, who unsubscribed. */
export const notificationsRepository = {
  /** The children a typed code names, in any job of an active studio (published or not yet). */
  async subjectsByCode(db: Executor, codes: string[], studioSlug: string | undefined): Promise<number[]> {
    if (!codes.length) return [];
    const rows = await db
      .select({ id: subjects.id })
      .from(subjects)
      .innerJoin(jobs, eq(jobs.id, subjects.jobId))
      .innerJoin(studios, eq(studios.id, jobs.studioId))
      .where(and(inArray(sql`upper(${subjects.accessCode})`, codes), eq(jobs.archived, false), eq(studios.status, 'active'), studioSlug ? eq(studios.slug, studioSlug) : undefined))
      .limit(2);
    return rows.map((row) => row.id);
  },

  async signUp(db: Executor, subjectId: number, email: string): Promise<void> {
    await db.insert(notifySignups).values({ subjectId, email }).onConflictDoNothing();
  },

  /** Published, unarchived jobs whose studio has not switched parents' e-mails off. */
  async jobsToNotify(db: Executor) {
    return db
      .select({ job: jobs, timeZone: studios.timeZone, notifyParents: sql<boolean>`coalesce(${jobNotificationSettings.notifyParents}, true)` })
      .from(jobs)
      .innerJoin(studios, eq(studios.id, jobs.studioId))
      .leftJoin(jobNotificationSettings, eq(jobNotificationSettings.jobId, jobs.id))
      .where(and(eq(jobs.published, true), eq(jobs.archived, false)));
  },

  /** Each child of the job, whether it has a photo, and every address that belongs to it. */
  async childrenWithAddresses(db: Executor, jobId: number) {
    const children = await db
      .select({ id: subjects.id, firstName: subjects.firstName, accessCode: subjects.accessCode, hasPhotos: sql<boolean>`exists (select 1 from images i where i.subject_id = "subjects"."id" and i.status = 'done')` })
      .from(subjects)
      .where(eq(subjects.jobId, jobId));
    const ordered = await db
      .selectDistinct({ subjectId: orderLines.subjectId, email: orders.email })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .innerJoin(subjects, eq(subjects.id, orderLines.subjectId))
      .where(eq(subjects.jobId, jobId));
    const signedUp = await db.select({ subjectId: notifySignups.subjectId, email: notifySignups.email }).from(notifySignups).innerJoin(subjects, eq(subjects.id, notifySignups.subjectId)).where(eq(subjects.jobId, jobId));
    const addresses = new Map<number, string[]>();
    for (const row of [...ordered, ...signedUp]) if (row.subjectId !== null) addresses.set(row.subjectId, [...(addresses.get(row.subjectId) ?? []), row.email]);
    return children.map((child) => ({ ...child, hasPhotos: Boolean(child.hasPhotos), addresses: addresses.get(child.id) ?? [] }));
  },

  async unsubscribed(db: Executor, studioId: number): Promise<Set<string>> {
    const rows = await db.select({ email: notificationUnsubscribes.email }).from(notificationUnsubscribes).where(eq(notificationUnsubscribes.studioId, studioId));
    return new Set(rows.map((row) => row.email));
  },

  async sentKeys(db: Executor, jobId: number): Promise<Array<{ event: NotificationEvent; email: string; subjectId: number }>> {
    return db.select({ event: notificationSends.event, email: notificationSends.email, subjectId: notificationSends.subjectId }).from(notificationSends).where(eq(notificationSends.jobId, jobId));
  },

  /** Claims one e-mail: its id, or null when that event already went (or is going) to that address about that child. */
  async claim(db: Executor, jobId: number, n: Notification): Promise<number | null> {
    const [row] = await db.insert(notificationSends).values({ jobId, subjectId: n.subjectId, event: n.event, email: n.email }).onConflictDoNothing().returning({ id: notificationSends.id });
    return row?.id ?? null;
  },

  async findSend(db: Executor, id: number) {
    const [row] = await db
      .select({ send: notificationSends, job: jobs, firstName: subjects.firstName, accessCode: subjects.accessCode, slug: studios.slug })
      .from(notificationSends)
      .innerJoin(jobs, eq(jobs.id, notificationSends.jobId))
      .innerJoin(subjects, eq(subjects.id, notificationSends.subjectId))
      .innerJoin(studios, eq(studios.id, jobs.studioId))
      .where(eq(notificationSends.id, id));
    return row ?? null;
  },

  async setStatus(db: Executor, id: number, status: SendStatus): Promise<void> {
    await db.update(notificationSends).set({ status }).where(eq(notificationSends.id, id));
  },

  async unsubscribe(db: Executor, studioId: number, jobId: number, email: string): Promise<void> {
    await db.insert(notificationUnsubscribes).values({ studioId, jobId, email }).onConflictDoNothing();
  },

  async studioOfJob(db: Executor, jobId: number): Promise<number | null> {
    const [row] = await db.select({ studioId: jobs.studioId }).from(jobs).where(eq(jobs.id, jobId));
    return row?.studioId ?? null;
  },

  async settings(db: Executor, jobId: number): Promise<boolean> {
    const [row] = await db.select({ on: jobNotificationSettings.notifyParents }).from(jobNotificationSettings).where(eq(jobNotificationSettings.jobId, jobId));
    return row?.on ?? true;
  },

  async saveSettings(db: Executor, jobId: number, notifyParents: boolean): Promise<void> {
    await db.insert(jobNotificationSettings).values({ jobId, notifyParents }).onConflictDoUpdate({ target: jobNotificationSettings.jobId, set: { notifyParents } });
  },

  async counts(db: Executor, jobId: number): Promise<NotificationCounts> {
    const rows = await db.select({ status: notificationSends.status, count: sql<number>`count(*)::int` }).from(notificationSends).where(eq(notificationSends.jobId, jobId)).groupBy(notificationSends.status);
    const [unsub] = await db.select({ count: sql<number>`count(*)::int` }).from(notificationUnsubscribes).where(eq(notificationUnsubscribes.jobId, jobId));
    const of = (status: SendStatus) => Number(rows.find((row) => row.status === status)?.count ?? 0);
    return { queued: of('queued'), sent: of('sent'), failed: of('failed'), unsubscribed: Number(unsub?.count ?? 0) };
  },
};

