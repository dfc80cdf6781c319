import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { studios } from '../../../db/schema';

/**
 * What the customer side reads of a studio: its public face, whether it is public, its access code, and
 * the read version that stamps its answers kept in memory (db/stamped-cache).
 */
export const publicStudioColumns = {
  id: studios.id, name: studios.name, slug: studios.slug, logoUrl: studios.logoUrl, rspoEnabled: studios.rspoEnabled, status: studios.status, accessCode: studios.accessCode,
  contentVersion: studios.contentVersion, timeZone: studios.timeZone,
};

/** Whether the studio is public, and its read version: all a kept customer answer needs of it. */
const studioVersionColumns = { id: studios.id, status: studios.status, rspoEnabled: studios.rspoEnabled, contentVersion: studios.contentVersion };

function prepare(db: Database) {
  return {
    bySlug: db.select(publicStudioColumns).from(studios).where(eq(studios.slug, sql.placeholder('slug'))).limit(1).prepare('public_studio_by_slug'),
    byId: db.select(publicStudioColumns).from(studios).where(eq(studios.id, sql.placeholder('id'))).limit(1).prepare('public_studio_by_id'),
    versionById: db.select(studioVersionColumns).from(studios).where(eq(studios.id, sql.placeholder('id'))).limit(1).prepare('studio_version_by_id'),
  };
}

// Every customer page starts with one of these reads: prepared once per database, they skip building the
// SQL on every request and, on PostgreSQL, parsing and planning it on every connection.
const prepared = new WeakMap<Database, ReturnType<typeof prepare>>();
const statements = (db: Database) => prepared.get(db) ?? prepared.set(db, prepare(db)).get(db)!;

export type PublicStudioRow = Awaited<ReturnType<ReturnType<typeof prepare>['byId']['execute']>>[number];
export type StudioVersionRow = Pick<PublicStudioRow, keyof typeof studioVersionColumns>;

export const publicStudiosRepository = {
  async findBySlug(db: Database, slug: string): Promise<PublicStudioRow | null> {
    const [row] = await statements(db).bySlug.execute({ slug: slug.toLowerCase() });
    return row ?? null;
  },

  async findById(db: Database, id: number): Promise<PublicStudioRow | null> {
    const [row] = await statements(db).byId.execute({ id });
    return row ?? null;
  },

  async findVersionById(db: Database, id: number): Promise<StudioVersionRow | null> {
    const [row] = await statements(db).versionById.execute({ id });
    return row ?? null;
  },
};
