import { ENTRY_SUBJECT_MATCHES, type EnteredOrder, type EntrySubject } from '@shutterday/domain/staff';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { likePattern } from '../../../db/page';
import { images, jobs, orderLines, orders, organizationContacts, studios, subjectGroups, subjects } from '../../../db/schema';

export interface EntryJob {
  jobId: number;
  jobName: string;
  studioName: string;
  stripeAccountId: string | null;
  stripeVerified: boolean;
  /** The school's address: envelopes are handed over there, so their tax is the school's state's. */
  address: { line1: string; line2: string | null; city: string; state: string; postalCode: string; country: string };
}

/** What envelope entry reads: the job of the path (in its studio and organization), the children, the orders it made. */
export const entryLookups = {
  async job(db: Executor, studioId: number, organizationId: number, jobId: number): Promise<EntryJob | null> {
    const [row] = await db
      .select({ jobId: jobs.id, jobName: jobs.name, studioName: studios.name, stripeAccountId: studios.stripeAccountId, stripeVerified: studios.stripeVerified, contact: organizationContacts })
      .from(jobs)
      .innerJoin(studios, eq(studios.id, jobs.studioId))
      .leftJoin(organizationContacts, eq(organizationContacts.organizationId, jobs.organizationId))
      .where(and(eq(jobs.id, jobId), eq(jobs.studioId, studioId), eq(jobs.organizationId, organizationId)));
    if (!row) return null;
    const c = row.contact;
    const address = { line1: c?.line1 ?? '', line2: c?.line2 ?? null, city: c?.city ?? '', state: (c?.state ?? '').toUpperCase(), postalCode: c?.postalCode ?? '', country: c?.country || 'US' };
    return { jobId: row.jobId, jobName: row.jobName, studioName: row.studioName, stripeAccountId: row.stripeAccountId, stripeVerified: row.stripeVerified, address };
  },

  /** Children of the job whose name (either order) or access code matches, by last name, with their poses. */
  async subjects(db: Executor, jobId: number, search: string): Promise<EntrySubject[]> {
    const pattern = likePattern(search);
    const matches = search
      ? or(
          sql`(${subjects.firstName} || ' ' || ${subjects.lastName}) ilike ${pattern}`,
          sql`(${subjects.lastName} || ' ' || ${subjects.firstName}) ilike ${pattern}`,
          sql`(${subjects.lastName} || ', ' || ${subjects.firstName}) ilike ${pattern}`,
          eq(sql`upper(${subjects.accessCode})`, search.toUpperCase()),
        )
      : undefined;
    const rows = await db
      .select({ id: subjects.id, firstName: subjects.firstName, lastName: subjects.lastName, group: subjectGroups.name, accessCode: subjects.accessCode })
      .from(subjects)
      .leftJoin(subjectGroups, eq(subjectGroups.id, subjects.groupId))
      .where(and(eq(subjects.jobId, jobId), matches))
      .orderBy(asc(subjects.lastName), asc(subjects.firstName), asc(subjects.id))
      .limit(ENTRY_SUBJECT_MATCHES);
    if (rows.length === 0) return [];
    const photos = await db
      .select({ imageId: images.id, subjectId: images.subjectId, fileName: images.fileName })
      .from(images)
      .where(and(eq(images.jobId, jobId), inArray(images.subjectId, rows.map((row) => row.id))))
      .orderBy(asc(images.sortOrder), asc(images.id));
    return rows.map((row) => ({ ...row, poses: photos.filter((photo) => photo.subjectId === row.id).map(({ imageId, fileName }) => ({ imageId, fileName })) }));
  },

  async orderOfCart(db: Executor, cartId: number) {
    const [row] = await db.select({ id: orders.id }).from(orders).where(eq(orders.cartId, cartId));
    return row ?? null;
  },

  /** An entered order as the envelope table lists it. */
  async enteredOrder(db: Executor, orderId: number): Promise<Omit<EnteredOrder, 'entryKey' | 'created'> | null> {
    const [row] = await db
      .select({
        orderNumber: orders.orderNumber, customerName: orders.customerName, paymentMethod: orders.paymentMethod, checkNumber: orders.checkNumber, total: orders.total,
        subjectName: sql<string>`(select coalesce(string_agg(distinct ${orderLines.subjectName}, ', '), '') from ${orderLines} where ${orderLines.orderId} = "orders"."id")`,
      })
      .from(orders)
      .where(eq(orders.id, orderId));
    return row ? { ...row, orderNumber: String(row.orderNumber) } : null;
  },
};
