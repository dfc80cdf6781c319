import PgBoss from 'pg-boss';
import { JOBS_AT_ONCE, QUEUE_ATTEMPTS, RETRY_DELAY_MS, type JobQueue, type QueueJob, type SendOptions } from './queue';

/** The most `work` calls (queues, or one queue twice) an instance takes; it refuses one more, since the pool is sized by it. */
export const MAX_WORKINGS = 10;

/**
 * Connections for pg-boss: one per worker of every queue it may work, plus sends and maintenance. No
 * worker's fetch may wait for a connection: a pool that is closing never serves nor refuses its waiting
 * requests, so such a worker would never stop (its poll outliving the stop, past a process's shutdown or
 * a test file's end). An instance that runs no work needs only the two.
 */
const poolSize = (concurrency: number, runsWork: boolean) => (runsWork ? concurrency * MAX_WORKINGS : 0) + 2;

/** A job running longer than this is taken for a dead worker's and handed out again. */
const EXPIRE_S = 5 * 60;
/** How long a stop waits by default for the jobs already running (a print file, a photo) before closing anyway. */
const STOP_WAIT_MS = 10_000;

export interface PgBossQueueOptions {
  /**
   * How long a stop waits for the running jobs. A server's shutdown keeps the default; a test waits for
   * them whatever the machine's speed, since a job outliving its test file keeps pg-boss's worker poll
   * running after the file's modules are gone.
   */
  stopWaitMs?: number;
  /** Jobs of a queue run at once (JOBS_AT_ONCE when unset). */
  concurrency?: number;
  /** False on an instance that only sends work (ROLE=api): `work` takes no job. */
  runsWork?: boolean;
  /** How often an idle worker asks the database for a job sent by another instance (1 s when unset). */
  pollSeconds?: number;
}

/** The PostgreSQL queue: pg-boss in its own `pgboss` schema of the same database. */
export class PgBossQueue implements JobQueue {
  readonly kind = 'pg-boss';
  private readonly boss: PgBoss;
  private started: Promise<unknown> | null = null;
  private readonly queues = new Set<string>();
  /** The handlers running now, so a stop can let them finish. */
  private readonly running = new Set<Promise<void>>();

  private readonly stopWaitMs: number;
  private readonly concurrency: number;
  private readonly runsWork: boolean;
  private readonly pollSeconds: number;
  /** This instance's pg-boss workers by queue, to wake when it sends them work. */
  private readonly workers = new Map<string, string[]>();
  /** How many `work` calls it has taken. */
  private workings = 0;

  constructor(connectionString: string, options: PgBossQueueOptions = {}) {
    this.stopWaitMs = options.stopWaitMs ?? STOP_WAIT_MS;
    this.concurrency = options.concurrency ?? JOBS_AT_ONCE;
    this.runsWork = options.runsWork ?? true;
    this.pollSeconds = options.pollSeconds ?? 1;
    this.boss = new PgBoss({ connectionString, max: poolSize(this.concurrency, this.runsWork), application_name: 'shutterday-queue', schedule: false });
    // pg-boss reports connection trouble as events; the queue recovers by itself, so they are not fatal.
    this.boss.on('error', () => undefined);
  }

  private async ready(name: string): Promise<void> {
    this.started ??= this.boss.start();
    await this.started;
    if (this.queues.has(name)) return;
    // `short`: at most one waiting job per key, so re-sending unfinished work is never doubled, and nothing
    // else. (`stately` also allowed one active job per key: a job a dead instance left active then made
    // every fetch of the queue fail on its unique index until the job expired, and the whole queue stood
    // still for minutes after a crash. Handlers are idempotent, so a re-sent job may run beside it.)
    const settings = { name, policy: 'short' as const, retryLimit: QUEUE_ATTEMPTS - 1, retryDelay: RETRY_DELAY_MS / 1000, retryBackoff: true, expireInSeconds: EXPIRE_S };
    const existing = await this.boss.getQueue(name);
    if (!existing) {
      // Two instances starting together may both create it: the loser's error is harmless.
      await this.boss.createQueue(name, settings).catch(async (error: unknown) => {
        if (!(await this.boss.getQueue(name))) throw error;
      });
    } else if (existing.policy !== settings.policy) {
      // A queue an earlier version created: its new jobs take the new policy (jobs keep the one they were sent with).
      await this.boss.updateQueue(name, settings);
    }
    this.queues.add(name);
  }

  async send<T extends object>(name: string, data: T, options: SendOptions = {}): Promise<void> {
    await this.ready(name);
    await this.boss.send(name, data, {
      ...(options.key ? { singletonKey: options.key } : {}),
      ...(options.retry ? { retryLimit: options.retry.attempts - 1, retryDelay: Math.ceil(options.retry.delayMs / 1000), retryBackoff: true } : {}),
    });
    // This instance's own idle workers of that queue look at once instead of at their next poll.
    for (const worker of this.workers.get(name) ?? []) this.boss.notifyWorker(worker);
  }

  async work<T extends object>(name: string, handler: (job: QueueJob<T>) => Promise<void>): Promise<void> {
    // An instance that only sends work takes none: the worker instances do.
    if (!this.runsWork) return;
    if (this.workings >= MAX_WORKINGS) {
      throw new Error(`An instance works at most ${MAX_WORKINGS} queues (its connection pool is sized for them): '${name}' is one too many`);
    }
    this.workings += 1;
    const workers = this.workers.get(name) ?? [];
    this.workers.set(name, workers);
    await this.ready(name);
    // pg-boss 10 runs one job at a time per `work`: `concurrency` of them do what the in-process queue does.
    // A worker that has just run a job looks for the next at once (pg-boss would wait out its poll first);
    // one that found none waits for its poll or for this instance's next send.
    for (let i = 0; i < this.concurrency; i += 1) {
      const worker: string = await this.boss.work<T>(name, { batchSize: 1, includeMetadata: true, pollingIntervalSeconds: this.pollSeconds }, async (jobs) => {
        for (const job of jobs) await this.track(handler({ data: job.data, attempt: job.retryCount + 1, lastAttempt: job.retryCount >= job.retryLimit }));
        if (jobs.length > 0) this.boss.notifyWorker(worker);
      });
      workers.push(worker);
    }
  }

  private track(running: Promise<void>): Promise<void> {
    this.running.add(running);
    return running.finally(() => this.running.delete(running));
  }

  /**
   * Stops taking jobs, lets the running ones finish (for at most `stopWaitMs`), then closes. pg-boss's own
   * shutdown polls its workers until each has stopped; a worker still inside a job would keep that poll
   * going after the stop returned — past the end of the process's orderly shutdown (or a test). A job
   * still running after the wait stays active and expires back to the queue, as after a crash.
   */
  async stop(): Promise<void> {
    if (!this.started) return;
    await this.started.catch(() => undefined);
    await Promise.all([...this.queues].map((name) => this.boss.offWork(name).catch(() => undefined)));
    this.workers.clear();
    let waited: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([Promise.allSettled([...this.running]), new Promise((resolve) => (waited = setTimeout(resolve, this.stopWaitMs)))]);
    clearTimeout(waited);
    await this.boss.stop({ graceful: false, wait: true, close: true, timeout: 1000 });
  }
}
