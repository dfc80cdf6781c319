import type { Database } from '../db/client';
import { rateCountersRepository } from '../modules/platform/repositories/rate-counters';

/**
 * Counts misses (searches without a match) per address in the shared counters table: after `max`
 * misses in `windowMs` the address waits for the window to end. Hits cost nothing.
 */
export class MissBudget {
  constructor(
    private readonly db: Database,
    private readonly name: string,
    private readonly limits: { windowMs: number; max: number },
  ) {}

  /** Seconds to wait, or 0 when the address may try. */
  async retryAfter(scope: string, ip: string, now = new Date()): Promise<number> {
    const [counter] = await rateCountersRepository.read(this.db, [this.key(scope, ip)]);
    if (!counter || counter.count < this.limits.max) return 0;
    return Math.max(0, Math.ceil((counter.windowStart.getTime() + this.limits.windowMs - now.getTime()) / 1000));
  }

  async recordMiss(scope: string, ip: string, now = new Date()): Promise<void> {
    await rateCountersRepository.hit(this.db, this.key(scope, ip), this.limits.windowMs, now);
  }

  private key(scope: string, ip: string): string {
    return `${this.name}:${scope}:${ip}`;
  }
}
