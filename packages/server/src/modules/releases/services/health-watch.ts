import { CANARY_FAILURE_RATE, CANARY_MIN_VISITS, failingByRule, type ReleaseRemote } from '@shutterday/domain/staff';
import type { FastifyInstance } from 'fastify';
import { usersRepository } from '../../accounts';
import { healthWatchRepository as watch } from '../repositories/health-watch';
import { releasesRepository as releases } from '../repositories/releases';

/**
 * The health watch (docs/remotes.md "Health watch"): for RELEASE_WATCH_MINUTES after a promote, the page
 * views of the promoted release carry a signed ticket like a canary's, each page load in its area is a visit,
 * each failure reported with a ticket counts once, and by the canary's rule (failingByRule) a failing release
 * is rolled back by itself to the one live before it; the system administrators are e-mailed.
 */

/** Starts watching the release a promote just made live. */
export async function startHealthWatch(app: FastifyInstance, remote: ReleaseRemote): Promise<void> {
  await watch.startWatch(app.db, remote, new Date(Date.now() + app.config.releaseWatchMinutes * 60_000));
}

/** A page load in the remote's area got this release: counted when it is live and under watch. */
export async function countWatchVisit(app: FastifyInstance, remote: string, version: string): Promise<void> {
  if (await watch.count(app.db, remote, version, 'visit')) await judgeWatch(app, remote);
}

/** A page view with the server's ticket for this release reported a failure (once per ticket, checked by the caller). */
export async function countWatchFailure(app: FastifyInstance, remote: string, version: string): Promise<void> {
  if (await watch.count(app.db, remote, version, 'failure')) await judgeWatch(app, remote);
}

/** Rolls the watched release back when it fails by the rule, once (the deployment row is locked while judged). */
async function judgeWatch(app: FastifyInstance, remote: string): Promise<void> {
  const note = await app.db.transaction(async (tx) => {
    const current = await releases.deploymentForUpdate(tx, remote);
    if (!current?.liveReleaseId || current.watchReleaseId !== current.liveReleaseId || !current.watchUntil || current.watchUntil <= new Date()) return null;
    if (!failingByRule(current.watchVisits, current.watchFailures)) return null;
    const promoted = await releases.lastPromotion(tx, remote, current.liveReleaseId);
    if (!promoted) return null;
    const note = `${current.watchFailures} failures in ${current.watchVisits} visits (threshold ${CANARY_FAILURE_RATE * 100}% over at least ${CANARY_MIN_VISITS})`;
    // The counts stay as they were when it was judged; the watch ends.
    await releases.saveDeployment(tx, { ...current, liveReleaseId: promoted.previousReleaseId, watchReleaseId: null });
    await releases.recordEvent(tx, { remote, action: 'watch-rolled-back', releaseId: promoted.previousReleaseId, previousReleaseId: current.liveReleaseId, by: 'automatic', note });
    return note;
  });
  if (note === null) return;
  const [event] = await releases.history(app.db, remote, 1);
  const failed = event?.previousVersion ?? 'unknown';
  const back = event?.version ?? 'the hosted build';
  app.log.warn({ remote, version: failed, restored: back }, 'promoted release rolled back by the health watch');
  const product = app.config.productName;
  for (const email of await usersRepository.activeSystemAdminEmails(app.db)) {
    await app.mailer.send({
      to: email,
      subject: `${product}: the ${remote} release ${failed} was rolled back by the health watch`,
      text:
        `Hello,\n\nThe release ${failed} of the ${remote} remote, promoted a short while ago, was rolled back by the health watch: ${note}. ` +
        `Every visitor gets ${back === 'the hosted build' ? back : `release ${back}`} again. The Remotes page (${app.config.linkBase}/admin/remotes) shows its history.\n`,
    });
  }
}
