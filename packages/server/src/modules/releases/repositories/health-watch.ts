import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { remoteDeployments } from '../../../db/schema';
import { releaseIdOf, watchRunning } from './releases';

/** The health watch of each remote's promoted release (docs/remotes.md "Health watch"). */
export const healthWatchRepository = {
  /** Watches the remote's live release from now until `until`, its counts at zero. */
  async startWatch(db: Executor, remote: string, until: Date): Promise<void> {
    await db
      .update(remoteDeployments)
      .set({ watchReleaseId: remoteDeployments.liveReleaseId, watchUntil: until, watchVisits: 0, watchFailures: 0 })
      .where(and(eq(remoteDeployments.remote, remote), sql`${remoteDeployments.liveReleaseId} is not null`));
  },

  /** Counts a visit or a failure when this release is the live one under watch now; whether it was. */
  async count(db: Executor, remote: string, version: string, what: 'visit' | 'failure'): Promise<boolean> {
    const column = what === 'visit' ? remoteDeployments.watchVisits : remoteDeployments.watchFailures;
    const counted = await db
      .update(remoteDeployments)
      .set(what === 'visit' ? { watchVisits: sql`${column} + 1` } : { watchFailures: sql`${column} + 1` })
      .where(and(eq(remoteDeployments.remote, remote), eq(remoteDeployments.watchReleaseId, releaseIdOf(remote, version)), watchRunning))
      .returning({ remote: remoteDeployments.remote });
    return counted.length > 0;
  },
};
