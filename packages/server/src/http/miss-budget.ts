import type { Database } from '../db/client';
import { rateCountersRepository } from '../modules/accounts/repositories/rate-counters';

export interface MissLimits {
  windowMs: number;
  /** Misses in a window after which the address waits for the window to end. */
  max: number;
  /**
   * Misses in a window that cost nothing; after them each further try waits 1 s, 2 s, 4 s… after the
   * last miss (a parent's typos pass, a script slows to a crawl). Unset: no slowing before `max`.
   */
  slowAfter?: number;
}

/**
 * Counts misses (searches without a match) per address in the shared counters table: after `slowAfter`
 * misses the address is slowed, after `max` misses in `windowMs` it waits for the window to end. Hits
 * cost nothing, and one address's misses never hold up another's.
 */
export class MissBudget {
  constructor(
    private readonly db: Database,
    private readonly name: string,
    private readonly limits: MissLimits,
  ) {}

  /** Seconds to wait, or 0 when the address may try. */
  async retryAfter(scope: string, ip: string, now = new Date()): Promise<number> {
    const [counter] = await rateCountersRepository.read(this.db, [this.key(scope, ip)]);
    const windowEnd = counter ? counter.windowStart.getTime() + this.limits.windowMs : 0;
    if (!counter || windowEnd <= now.getTime()) return 0;
    const until = counter.count >= this.limits.max
      ? windowEnd
      : this.limits.slowAfter !== undefined && counter.count >= this.limits.slowAfter
        ? Math.min(windowEnd, counter.lastAt.getTime() + 1000 * 2 ** (counter.count - this.limits.slowAfter))
        : 0;
    return Math.max(0, Math.ceil((until - now.getTime()) / 1000));
  }

  async recordMiss(scope: string, ip: string, now = new Date()): Promise<void> {
    await rateCountersRepository.hit(this.db, this.key(scope, ip), this.limits.windowMs, now);
  }

  private key(scope: string, ip: string): string {
    return `${this.name}:${scope}:${ip}`;
  }
}
