import { CANARY_CLIENT_WINDOW_MS, CANARY_VIEWS_PER_CLIENT } from '@shutterday/domain/staff';
import type { Executor } from '../../../db/client';
import { rateCountersRepository } from '../../accounts';

/**
 * Whether this page view of a remote's canary still counts for its client address: each address counts at
 * most CANARY_VIEWS_PER_CLIENT views per window (on the shared rate counters, so every server instance
 * counts against one share). Past it the browser still gets the canary, but neither a visit nor a ticket.
 */
export async function withinClientShare(db: Executor, remote: string, client: string, now = new Date()): Promise<boolean> {
  const counter = await rateCountersRepository.hit(db, `canary-views:${remote}:${client}`, CANARY_CLIENT_WINDOW_MS, now);
  return counter.count <= CANARY_VIEWS_PER_CLIENT;
}
