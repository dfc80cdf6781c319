import type { Organization } from '@shutterday/domain';
import { and, asc, eq, ilike, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { jobs, organizationContacts, organizations } from '../../../db/schema';
import { likePattern, offsetOf, type Page } from '../../../db/page';

const jobCount = sql<number>`(select count(*)::int from ${jobs} where ${jobs.organizationId} = "organizations"."id")`;

type Row = { org: typeof organizations.$inferSelect; contact: typeof organizationContacts.$inferSelect | null; jobCount: number };

function toOrganization({ org, contact, jobCount: count }: Row): Organization {
  return {
    id: org.id,
    studioId: org.studioId,
    name: org.name,
    type: org.type,
    jobCount: count,
    contact: contact && {
      id: contact.id,
      name: contact.name,
      email: contact.email,
      phone: contact.phone,
      address: { line1: contact.line1, line2: contact.line2, city: contact.city, state: contact.state, postalCode: contact.postalCode, country: contact.country },
    },
  };
}

function select(db: Executor) {
  return db
    .select({ org: organizations, contact: organizationContacts, jobCount })
    .from(organizations)
    .leftJoin(organizationContacts, eq(organizationContacts.organizationId, organizations.id));
}

export const organizationsRepository = {
  async list(db: Executor, studioId: number, page: Page, search?: string): Promise<{ items: Organization[]; total: number }> {
    const where = and(eq(organizations.studioId, studioId), search ? ilike(organizations.name, likePattern(search)) : undefined);
    const [countRow] = await db.select({ n: sql<number>`count(*)::int` }).from(organizations).where(where);
    const rows = await select(db).where(where).orderBy(asc(organizations.name), asc(organizations.id)).limit(page.pageSize).offset(offsetOf(page));
    return { items: rows.map(toOrganization), total: countRow?.n ?? 0 };
  },

  /** Scoped by studio: an id from another studio is simply not found. */
  async find(db: Executor, studioId: number, id: number): Promise<Organization | null> {
    const [row] = await select(db).where(and(eq(organizations.studioId, studioId), eq(organizations.id, id)));
    return row ? toOrganization(row) : null;
  },

  async create(db: Executor, input: { studioId: number; name: string; type: 'sport' | 'school' }) {
    const [row] = await db.insert(organizations).values(input).returning();
    return row!;
  },
};
