import type { Database } from '../../../db/client';
import { rateCountersRepository, type Counter } from '../repositories/rate-counters';

/**
 * Brakes password guessing without handing anyone a way to lock an owner out:
 * - per account AND address: after `pairFree` failures the pair waits `pairBaseMs`, doubling with each
 *   further failure up to `pairMaxMs`; the right password from another address is not affected;
 * - per address: `perIp` failures in a window stop that address (one address trying many accounts);
 * - per account from anywhere: `perAccount` failures in a window (a distributed attack) — set high, so
 *   that locking an owner out takes that many addresses.
 * The counters are in the database, so several API instances share one budget.
 */
export interface ThrottleLimits {
  windowMs: number;
  pairFree: number;
  pairBaseMs: number;
  pairMaxMs: number;
  perIp: number;
  perAccount: number;
}

export const DEFAULT_THROTTLE: ThrottleLimits = { windowMs: 15 * 60 * 1000, pairFree: 5, pairBaseMs: 30 * 1000, pairMaxMs: 60 * 60 * 1000, perIp: 30, perAccount: 200 };

const keys = (account: string, ip: string) => ({ pair: `login:pair:${account}:${ip}`, ip: `login:ip:${ip}`, account: `login:account:${account}` });

export class LoginThrottle {
  constructor(
    private readonly db: Database,
    private readonly limits: ThrottleLimits = DEFAULT_THROTTLE,
  ) {}

  /** Seconds until the caller may try again, or 0 when allowed. */
  async retryAfter(account: string, ip: string, now = new Date()): Promise<number> {
    const key = keys(account, ip);
    const counters = new Map((await rateCountersRepository.read(this.db, Object.values(key))).map((row) => [row.key, row]));
    const waits = [
      this.pairWait(counters.get(key.pair), now),
      this.windowWait(counters.get(key.ip), this.limits.perIp, now),
      this.windowWait(counters.get(key.account), this.limits.perAccount, now),
    ];
    return Math.ceil(Math.max(0, ...waits) / 1000);
  }

  async recordFailure(account: string, ip: string, now = new Date()): Promise<void> {
    const key = keys(account, ip);
    // A pair's failures are kept for its longest wait, so the back-off keeps growing across windows.
    await rateCountersRepository.hit(this.db, key.pair, this.limits.pairMaxMs * 2, now);
    await rateCountersRepository.hit(this.db, key.ip, this.limits.windowMs, now);
    await rateCountersRepository.hit(this.db, key.account, this.limits.windowMs, now);
    if (Math.random() < 0.01) await rateCountersRepository.sweep(this.db, this.limits.pairMaxMs * 2, now);
  }

  /** A successful login clears its own pair only: the address and account budgets keep counting. */
  async recordSuccess(account: string, ip: string): Promise<void> {
    await rateCountersRepository.clear(this.db, keys(account, ip).pair);
  }

  private pairWait(counter: Counter | undefined, now: Date): number {
    if (!counter || counter.count < this.limits.pairFree) return 0;
    const wait = Math.min(this.limits.pairBaseMs * 2 ** (counter.count - this.limits.pairFree), this.limits.pairMaxMs);
    return counter.lastAt.getTime() + wait - now.getTime();
  }

  private windowWait(counter: Counter | undefined, limit: number, now: Date): number {
    if (!counter || counter.count < limit) return 0;
    return counter.windowStart.getTime() + this.limits.windowMs - now.getTime();
  }
}
