/**
 * Counts failed logins per account and per IP in a sliding window. Kept in memory on purpose: a wrong
 * password must not write to the database, and the limits are a brake on guessing, not an audit trail.
 * With several instances each enforces its own budget, which still bounds guessing per instance.
 */
export interface ThrottleLimits {
  windowMs: number;
  perAccount: number;
  perIp: number;
}

export const DEFAULT_THROTTLE: ThrottleLimits = { windowMs: 15 * 60 * 1000, perAccount: 5, perIp: 30 };

export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(private readonly limits: ThrottleLimits = DEFAULT_THROTTLE) {}

  /** Seconds until the caller may try again, or 0 when allowed. */
  retryAfter(account: string, ip: string, now = Date.now()): number {
    const wait = (key: string, limit: number) => {
      const recent = this.recent(key, now);
      return recent.length >= limit ? Math.ceil((recent[0]! + this.limits.windowMs - now) / 1000) : 0;
    };
    return Math.max(wait(`a:${account}`, this.limits.perAccount), wait(`i:${ip}`, this.limits.perIp));
  }

  recordFailure(account: string, ip: string, now = Date.now()): void {
    for (const key of [`a:${account}`, `i:${ip}`]) this.failures.set(key, [...this.recent(key, now), now]);
  }

  recordSuccess(account: string): void {
    this.failures.delete(`a:${account}`);
  }

  private recent(key: string, now: number): number[] {
    const list = (this.failures.get(key) ?? []).filter((at) => at > now - this.limits.windowMs);
    if (list.length) this.failures.set(key, list);
    else this.failures.delete(key);
    return list;
  }
}
