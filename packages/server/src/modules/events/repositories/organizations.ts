import { hasAddressValue, type Organization, type ResourceListQuery } from '@shutterday/domain';
import { type OrganizationCreate, type OrganizationUpdate } from '@shutterday/domain/staff';
import { type ContactInput } from '@shutterday/domain/staff';
import { and, asc, eq, ilike, ne, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/client';
import { likePattern, offsetOf } from '../../../db/page';
import { jobs, organizationContacts, organizations, orders } from '../../../db/schema';
import { versionedUpdate, type ResourceRepository, type ResourceScope, type UpdateResult } from '../../resource/resource-repository';

const jobCount = sql<number>`(select count(*)::int from ${jobs} where ${jobs.organizationId} = "organizations"."id")`;

type Row = { org: typeof organizations.$inferSelect; contact: typeof organizationContacts.$inferSelect | null; jobCount: number };

function toOrganization({ org, contact, jobCount: count }: Row): Organization {
  return {
    id: org.id,
    studioId: org.studioId,
    name: org.name,
    type: org.type,
    jobCount: count,
    version: org.version,
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

const inStudio = (studioId: number, id: number) => and(eq(organizations.studioId, studioId), eq(organizations.id, id));
const blankToNull = (value: string | null) => (value === null || value === '' ? null : value);

/** Spec §3, §5: the contact is saved only when an address field has a value; otherwise there is none. */
export async function saveContact(db: Executor, organizationId: number, contact: ContactInput | null): Promise<void> {
  if (!contact || !hasAddressValue(contact.address)) {
    await db.delete(organizationContacts).where(eq(organizationContacts.organizationId, organizationId));
    return;
  }
  const { address } = contact;
  const values = {
    name: blankToNull(contact.name),
    email: blankToNull(contact.email),
    phone: blankToNull(contact.phone),
    line1: blankToNull(address.line1),
    line2: blankToNull(address.line2),
    city: blankToNull(address.city),
    state: blankToNull(address.state),
    postalCode: blankToNull(address.postalCode),
    country: blankToNull(address.country),
  };
  await db
    .insert(organizationContacts)
    .values({ organizationId, ...values })
    .onConflictDoUpdate({ target: organizationContacts.organizationId, set: values });
}

export const organizationsRepository = {
  async list(db: Executor, scope: ResourceScope, query: ResourceListQuery): Promise<{ items: Organization[]; total: number }> {
    const type = query.type === 'sport' || query.type === 'school' ? query.type : undefined;
    const where = and(
      eq(organizations.studioId, scope.studioId),
      query.search ? ilike(organizations.name, likePattern(query.search)) : undefined,
      query.type !== undefined && query.type !== '' ? (type ? eq(organizations.type, type) : sql`false`) : undefined,
    );
    const [countRow] = await db.select({ n: sql<number>`count(*)::int` }).from(organizations).where(where);
    const rows = await select(db).where(where).orderBy(asc(organizations.name), asc(organizations.id)).limit(query.pageSize).offset(offsetOf(query));
    return { items: rows.map(toOrganization), total: countRow?.n ?? 0 };
  },

  /** Scoped by studio: an id from another studio is simply not found. */
  async find(db: Executor, scope: ResourceScope, id: number): Promise<Organization | null> {
    const [row] = await select(db).where(inStudio(scope.studioId, id));
    return row ? toOrganization(row) : null;
  },

  async create(db: Executor, scope: ResourceScope, input: OrganizationCreate): Promise<Organization> {
    return (db as Database).transaction(async (tx) => {
      const [row] = await tx.insert(organizations).values({ studioId: scope.studioId, name: input.name, type: input.type }).returning({ id: organizations.id });
      await saveContact(tx, row!.id, input.contact);
      return (await organizationsRepository.find(tx, scope, row!.id))!;
    });
  },

  async update(db: Executor, scope: ResourceScope, id: number, input: OrganizationUpdate): Promise<UpdateResult<Organization>> {
    return (db as Database).transaction(async (tx) => {
      const result = await versionedUpdate(tx, organizations, inStudio(scope.studioId, id), input.version, { name: input.name, type: input.type });
      if (result !== 'updated') return result;
      await saveContact(tx, id, input.contact);
      return (await organizationsRepository.find(tx, scope, id))!;
    });
  },

  async remove(db: Executor, scope: ResourceScope, id: number): Promise<boolean> {
    const removed = await db.delete(organizations).where(inStudio(scope.studioId, id)).returning({ id: organizations.id });
    return removed.length > 0;
  },

  /** Whether any job of the organization has an order (then the organization cannot be deleted). */
  async hasJobsWithOrders(db: Executor, id: number): Promise<boolean> {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .innerJoin(jobs, eq(jobs.id, orders.jobId))
      .where(eq(jobs.organizationId, id));
    return (row?.n ?? 0) > 0;
  },

  /** Spec §5 name check: free when no other organization of the studio has it (case-insensitive). */
  async nameTaken(db: Executor, studioId: number, name: string, exceptId?: number): Promise<boolean> {
    const [row] = await db
      .select({ id: organizations.id })
      .from(organizations)
      .where(and(eq(organizations.studioId, studioId), sql`lower(${organizations.name}) = lower(${name})`, exceptId ? ne(organizations.id, exceptId) : undefined))
      .limit(1);
    return Boolean(row);
  },
} satisfies ResourceRepository<Organization, OrganizationCreate, OrganizationUpdate> & Record<string, unknown>;

