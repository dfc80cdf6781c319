import { randomBytes } from 'node:crypto';
import { CANARY_COOKIE, CANARY_FAILURE_RATE, CANARY_MIN_VISITS, CANARY_TICKET_TTL_SECONDS } from '@shutterday/domain/staff';
import type { FastifyInstance } from 'fastify';
import { usersRepository } from '../../accounts';
import { hmac, sameText } from '../../ordering';
import { releasesRepository as releases } from '../repositories/releases';
import { countWatchFailure } from './health-watch';

/**
 * A canary's health (docs/architecture.md "Canary"): the signed ticket of each page view the registry gives a
 * canary, the visits and the failures those views report, and the automatic rollback once the failures
 * reach the threshold.
 */

const ticketText = (remote: string, version: string, view: string, expires: string) => `canary:${remote}:${version}:${view}:${expires}`;

/** A page view of a remote's canary: `<version>.<view id>.<expires>.<hmac>`, good for CANARY_TICKET_TTL_SECONDS. */
export function canaryTicket(secret: Uint8Array, remote: string, version: string, now = Date.now()): string {
  const view = randomBytes(9).toString('base64url');
  const expires = String(Math.floor(now / 1000) + CANARY_TICKET_TTL_SECONDS);
  return `${version}.${view}.${expires}.${hmac(secret, ticketText(remote, version, view, expires))}`;
}

/** The page view a ticket names when the server signed it for this remote and it has not expired; else null. */
export function readCanaryTicket(secret: Uint8Array, remote: string, ticket: string, now = Date.now()): { version: string; view: string; expires: number } | null {
  const [version, view, expires, signature] = ticket.split('.');
  if (!version || !view || !expires || !signature || Number(expires) * 1000 <= now) return null;
  return sameText(signature, hmac(secret, ticketText(remote, version, view, expires))) ? { version, view, expires: Number(expires) } : null;
}

/** The page views that already reported a failure, per server, until their tickets expire. */
const reportedViews = new WeakMap<object, Map<string, number>>();

/** Whether this page view may report a failure now (each once); a view seen before answers false. */
function firstReport(app: FastifyInstance, view: string, expires: number): boolean {
  const seen = reportedViews.get(app) ?? new Map<string, number>();
  reportedViews.set(app, seen);
  if (seen.has(view)) return false;
  const now = Date.now() / 1000;
  if (seen.size >= 10_000) for (const [old, until] of seen) if (until <= now) seen.delete(old);
  seen.set(view, expires);
  return true;
}

/** This browser's number from its cookie, or null when it has none (the server then draws one). */
export function canaryBucketOf(cookieHeader: string | undefined): number | null {
  const match = new RegExp(`(?:^|;\\s*)${CANARY_COOKIE}=(\\d{1,2})(?:;|$)`).exec(cookieHeader ?? '');
  return match ? Number(match[1]) : null;
}

/** The registry gave a browser a remote's canary (one page view): counted when that release is still the canary. */
export async function countCanaryVisit(app: FastifyInstance, remote: string, version: string): Promise<void> {
  if (await releases.countCanaryVisit(app.db, remote, version)) await judgeCanary(app, remote);
}

/**
 * The shell reported a remote's area that failed: counted against the canary only with the ticket of a page
 * view of that canary the server signed, once per ticket. Anything else changes nothing.
 */
export async function countCanaryFailure(app: FastifyInstance, remote: string, ticket: string | undefined): Promise<void> {
  const view = ticket ? readCanaryTicket(app.config.jwtSecret, remote, ticket) : null;
  if (!view || !firstReport(app, view.view, view.expires)) return;
  if (await releases.countCanaryFailure(app.db, remote, view.version)) await judgeCanary(app, remote);
  // Not the canary: a view of the promoted release under its health watch, maybe.
  else await countWatchFailure(app, remote, view.version);
}

/**
 * Rolls a canary back by itself once it had the minimum of visits and its failures reach the threshold;
 * the system administrators are e-mailed (and the mail log shows it) and the server logs it.
 */
async function judgeCanary(app: FastifyInstance, remote: string): Promise<void> {
  const rolledBack = await releases.endFailingCanary(app.db, remote, CANARY_MIN_VISITS, CANARY_FAILURE_RATE * 100);
  if (!rolledBack) return;
  // The counts stay as they were when it was judged (the Remotes page shows them in the deploy record).
  const last = await releases.lastCanaryStart(app.db, remote);
  const note = `${rolledBack.canaryFailures} failures in ${rolledBack.canaryVisits} visits (threshold ${CANARY_FAILURE_RATE * 100}% over at least ${CANARY_MIN_VISITS})`;
  await releases.recordEvent(app.db, { remote, action: 'canary-rolled-back', releaseId: last?.releaseId ?? null, previousReleaseId: rolledBack.liveReleaseId, by: 'automatic', note });
  const version = last?.version ?? 'unknown';
  app.log.warn({ remote, version, visits: rolledBack.canaryVisits, failures: rolledBack.canaryFailures }, 'canary rolled back automatically');
  const product = app.config.productName;
  for (const email of await usersRepository.activeSystemAdminEmails(app.db)) {
    await app.mailer.send({
      to: email,
      subject: `${product}: the ${remote} canary ${version} was rolled back`,
      text:
        `Hello,\n\nThe canary release ${version} of the ${remote} remote was rolled back automatically: ${note}. ` +
        `Every visitor gets the live release again. The Remotes page (${app.config.linkBase}/admin/remotes) shows its history.\n`,
    });
  }
}
