import type { SharedModule } from '@shutterday/domain/server';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../db/client';
import { remoteDeploymentEvents, remoteDeployments, remoteReleases } from '../../../db/schema';

export type ReleaseRow = typeof remoteReleases.$inferSelect;
export type DeploymentRow = typeof remoteDeployments.$inferSelect;
type WatchColumn = 'watchReleaseId' | 'watchUntil' | 'watchVisits' | 'watchFailures';
export type DeploymentEvent = typeof remoteDeploymentEvents.$inferInsert;

const liveRelease = alias(remoteReleases, 'live_release');
const canaryRelease = alias(remoteReleases, 'canary_release');
const previousRelease = alias(remoteReleases, 'previous_release');

/** The id of a remote's release by its version, as a subquery. */
export const releaseIdOf = (remote: string, version: string) => sql`(select ${remoteReleases.id} from ${remoteReleases} where ${remoteReleases.remote} = ${remote} and ${remoteReleases.version} = ${version})`;

/** Whether the remote's live release is under its health watch now. */
export const watchRunning = sql<boolean>`coalesce(${remoteDeployments.watchReleaseId} = ${remoteDeployments.liveReleaseId} and ${remoteDeployments.watchUntil} > now(), false)`;

/** Each remote's releases, its live pointer and canary, and the record of who moved them (docs/architecture.md "Releases"). */
export const releasesRepository = {
  async release(db: Executor, remote: string, version: string): Promise<ReleaseRow | null> {
    const [row] = await db.select().from(remoteReleases).where(and(eq(remoteReleases.remote, remote), eq(remoteReleases.version, version)));
    return row ?? null;
  },

  async releaseById(db: Executor, id: number): Promise<ReleaseRow | null> {
    const [row] = await db.select().from(remoteReleases).where(eq(remoteReleases.id, id));
    return row ?? null;
  },

  /** Records a release; the same version recorded at the same moment by another call is left as it is. */
  async insertRelease(db: Executor, values: { remote: string; version: string; gitCommit: string; buildMs: number; publishedBy: string; shared: SharedModule[]; exposes: string[] }): Promise<void> {
    await db.insert(remoteReleases).values(values).onConflictDoNothing();
  },

  /** A remote's newest releases first, at most `limit`. */
  async releases(db: Executor, remote: string, limit: number): Promise<ReleaseRow[]> {
    return db.select().from(remoteReleases).where(eq(remoteReleases.remote, remote)).orderBy(desc(remoteReleases.id)).limit(limit);
  },

  /** What a remote serves now, locked until the transaction ends (null: it never had a deployment). */
  async deploymentForUpdate(db: Executor, remote: string): Promise<DeploymentRow | null> {
    const [row] = await db.select().from(remoteDeployments).where(eq(remoteDeployments.remote, remote)).for('update');
    return row ?? null;
  },

  /** Saves what a remote serves; the health watch's columns are left as they are unless given. */
  async saveDeployment(db: Executor, row: Omit<DeploymentRow, 'updatedAt' | WatchColumn> & Partial<Pick<DeploymentRow, WatchColumn>>): Promise<void> {
    const values = { ...row, updatedAt: new Date() };
    await db.insert(remoteDeployments).values(values).onConflictDoUpdate({ target: remoteDeployments.remote, set: values });
  },

  /** Every remote's deployment with the versions of its live and canary releases. */
  async deploymentsWithVersions(db: Executor) {
    return db
      .select({
        remote: remoteDeployments.remote, live: liveRelease.version, canary: canaryRelease.version, percent: remoteDeployments.canaryPercent, visits: remoteDeployments.canaryVisits, failures: remoteDeployments.canaryFailures,
        // The health watch of the live release, while it runs (services/health-watch.ts).
        watching: watchRunning, watchUntil: remoteDeployments.watchUntil, watchVisits: remoteDeployments.watchVisits, watchFailures: remoteDeployments.watchFailures,
      })
      .from(remoteDeployments)
      .leftJoin(liveRelease, eq(liveRelease.id, remoteDeployments.liveReleaseId))
      .leftJoin(canaryRelease, eq(canaryRelease.id, remoteDeployments.canaryReleaseId));
  },

  async recordEvent(db: Executor, event: DeploymentEvent): Promise<void> {
    await db.insert(remoteDeploymentEvents).values(event);
  },

  /** The last time a release was made live for everyone (its event says what was live before it). */
  async lastPromotion(db: Executor, remote: string, releaseId: number) {
    const [row] = await db
      .select()
      .from(remoteDeploymentEvents)
      .where(and(eq(remoteDeploymentEvents.remote, remote), eq(remoteDeploymentEvents.releaseId, releaseId), inArray(remoteDeploymentEvents.action, ['promote', 'canary-promoted'])))
      .orderBy(desc(remoteDeploymentEvents.id))
      .limit(1);
    return row ?? null;
  },

  /** The release of a remote's last canary start. */
  async lastCanaryStart(db: Executor, remote: string): Promise<{ releaseId: number | null; version: string | null } | null> {
    const [row] = await db
      .select({ releaseId: remoteDeploymentEvents.releaseId, version: remoteReleases.version })
      .from(remoteDeploymentEvents)
      .leftJoin(remoteReleases, eq(remoteReleases.id, remoteDeploymentEvents.releaseId))
      .where(and(eq(remoteDeploymentEvents.remote, remote), eq(remoteDeploymentEvents.action, 'canary')))
      .orderBy(desc(remoteDeploymentEvents.id))
      .limit(1);
    return row ?? null;
  },

  /** A remote's deploy record, newest first, at most `limit`, with the versions it moved between. */
  async history(db: Executor, remote: string, limit: number) {
    return db
      .select({ event: remoteDeploymentEvents, version: remoteReleases.version, previousVersion: previousRelease.version })
      .from(remoteDeploymentEvents)
      .leftJoin(remoteReleases, eq(remoteReleases.id, remoteDeploymentEvents.releaseId))
      .leftJoin(previousRelease, eq(previousRelease.id, remoteDeploymentEvents.previousReleaseId))
      .where(eq(remoteDeploymentEvents.remote, remote))
      .orderBy(desc(remoteDeploymentEvents.id))
      .limit(limit);
  },

  /** Counts a visit when this release is the remote's canary; whether it was. */
  async countCanaryVisit(db: Executor, remote: string, version: string): Promise<boolean> {
    const counted = await db
      .update(remoteDeployments)
      .set({ canaryVisits: sql`${remoteDeployments.canaryVisits} + 1` })
      .where(and(eq(remoteDeployments.remote, remote), eq(remoteDeployments.canaryReleaseId, releaseIdOf(remote, version))))
      .returning({ remote: remoteDeployments.remote });
    return counted.length > 0;
  },

  /** Counts a failure when this release is the remote's canary; whether it was. */
  async countCanaryFailure(db: Executor, remote: string, version: string): Promise<boolean> {
    const counted = await db
      .update(remoteDeployments)
      .set({ canaryFailures: sql`${remoteDeployments.canaryFailures} + 1` })
      .where(and(eq(remoteDeployments.remote, remote), eq(remoteDeployments.canaryReleaseId, releaseIdOf(remote, version))))
      .returning({ remote: remoteDeployments.remote });
    return counted.length > 0;
  },

  /**
   * Ends the remote's canary when it had at least `minVisits` visits and failures / visits reached
   * `ratePercent` %, in one statement (two reports at once end it once); the deployment as it was judged,
   * or null when it stays.
   */
  async endFailingCanary(db: Executor, remote: string, minVisits: number, ratePercent: number): Promise<DeploymentRow | null> {
    const [row] = await db
      .update(remoteDeployments)
      .set({ canaryReleaseId: null, canaryPercent: 0, updatedAt: new Date() })
      .where(
        and(
          eq(remoteDeployments.remote, remote),
          sql`${remoteDeployments.canaryReleaseId} is not null`,
          sql`${remoteDeployments.canaryVisits} >= ${sql.raw(String(Math.trunc(minVisits)))}`,
          // In whole numbers: failures / visits >= the rate.
          sql`${remoteDeployments.canaryFailures} * 100 >= ${remoteDeployments.canaryVisits} * ${sql.raw(String(Math.round(ratePercent)))}`,
        ),
      )
      .returning();
    return row ?? null;
  },
};
