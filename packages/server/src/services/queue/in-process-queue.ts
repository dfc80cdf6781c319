import { JOBS_AT_ONCE, QUEUE_ATTEMPTS, RETRY_DELAY_MS, type JobQueue, type QueueJob, type RetryPolicy, type SendOptions } from './queue';

interface Entry {
  data: object;
  attempt: number;
  key?: string;
  retry?: RetryPolicy;
}

/**
 * The embedded database's queue: jobs live in memory, so a process that dies loses them — which is why
 * handlers keep their truth in the database and the workers re-send unfinished work when they start.
 */
export class InProcessQueue implements JobQueue {
  readonly kind = 'in-process';
  private readonly waiting = new Map<string, Entry[]>();
  private readonly handlers = new Map<string, (job: QueueJob<object>) => Promise<void>>();
  private running = 0;
  private stopped = false;
  private readonly idleWaiters: Array<() => void> = [];
  private readonly timers = new Set<NodeJS.Timeout>();

  constructor(private readonly concurrency = JOBS_AT_ONCE, private readonly retryDelayMs = RETRY_DELAY_MS) {}

  async send<T extends object>(name: string, data: T, options: SendOptions = {}): Promise<void> {
    // A stopped queue is a dead process: what it is sent now is re-sent from the database by the next one.
    if (this.stopped) return;
    const list = this.waiting.get(name) ?? [];
    if (options.key && list.some((entry) => entry.key === options.key)) return;
    list.push({ data, attempt: 1, key: options.key, retry: options.retry });
    this.waiting.set(name, list);
    this.pump();
  }

  async work<T extends object>(name: string, handler: (job: QueueJob<T>) => Promise<void>): Promise<void> {
    this.handlers.set(name, handler as (job: QueueJob<object>) => Promise<void>);
    this.pump();
  }

  /** Resolves when nothing waits or runs (tests and the benchmark wait on it). */
  idle(): Promise<void> {
    if (this.stopped || this.isIdle()) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.waiting.clear();
    this.idleWaiters.splice(0).forEach((resolve) => resolve());
  }

  private isIdle(): boolean {
    return this.running === 0 && this.timers.size === 0 && [...this.waiting.values()].every((list) => list.length === 0);
  }

  private pump(): void {
    for (const [name, list] of this.waiting) {
      const handler = this.handlers.get(name);
      while (handler && !this.stopped && this.running < this.concurrency && list.length) void this.run(name, handler, list.shift()!);
    }
    if (this.isIdle()) this.idleWaiters.splice(0).forEach((resolve) => resolve());
  }

  private async run(name: string, handler: (job: QueueJob<object>) => Promise<void>, entry: Entry): Promise<void> {
    this.running += 1;
    const attempts = entry.retry?.attempts ?? QUEUE_ATTEMPTS;
    try {
      await handler({ data: entry.data, attempt: entry.attempt, lastAttempt: entry.attempt >= attempts });
    } catch {
      if (entry.attempt < attempts && !this.stopped) {
        const timer = setTimeout(() => {
          this.timers.delete(timer);
          this.waiting.set(name, [...(this.waiting.get(name) ?? []), { ...entry, attempt: entry.attempt + 1 }]);
          this.pump();
        }, (entry.retry?.delayMs ?? this.retryDelayMs) * entry.attempt);
        timer.unref();
        this.timers.add(timer);
      }
    } finally {
      this.running -= 1;
      this.pump();
    }
  }
}
