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

/**
 * The PostgreSQL queue: pg-boss in its own `pgboss` schema of the same database. pg-boss keeps the jobs
 * (keys, retries, expiry of a dead instance's work); the workers are this class's own loops on its
 * `fetch`, `complete` and `fail`, so a stop knows when each has ended. (pg-boss's own workers end after
 * their stop, polling each second until then: a worker still inside a fetch kept that poll running past
 * the stop, past a process's shutdown or a test file's end.)
 */
export class PgBossQueue implements JobQueue {
  readonly kind = 'pg-boss';
  private readonly boss: PgBoss;
  private started: Promise<unknown> | null = null;
  private readonly queues = new Set<string>();
  /** Every worker loop of this instance, until it ends. */
  private readonly loops = new Set<Promise<void>>();
  /** The handlers running now (one may outlive its loop when it overran the job's expiry). */
  private readonly running = new Set<Promise<void>>();
  /** Idle workers by queue: waking one makes it look for a job before its poll. */
  private readonly idle = new Map<string, Set<() => void>>();
  private stopping = false;

  private readonly stopWaitMs: number;
  private readonly concurrency: number;
  private readonly runsWork: boolean;
  private readonly pollSeconds: number;
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
    // One of this instance's idle workers of that queue looks at once instead of at its next poll.
    const [wake] = this.idle.get(name) ?? [];
    wake?.();
  }

  async work<T extends object>(name: string, handler: (job: QueueJob<T>) => Promise<void>): Promise<void> {
    // An instance that only sends work takes none: the worker instances do.
    if (!this.runsWork || this.stopping) return;
    if (this.workings >= MAX_WORKINGS) {
      throw new Error(`An instance works at most ${MAX_WORKINGS} queues (its connection pool is sized for them): '${name}' is one too many`);
    }
    this.workings += 1;
    await this.ready(name);
    for (let i = 0; i < this.concurrency; i += 1) {
      const loop = this.workLoop(name, handler).finally(() => this.loops.delete(loop));
      this.loops.add(loop);
    }
  }

  /**
   * One worker: takes a job, runs it, and looks for the next at once; finding none, it waits for its poll
   * or for this instance's next send. A fetch that fails (the database restarting) is tried at the next poll.
   */
  private async workLoop<T extends object>(name: string, handler: (job: QueueJob<T>) => Promise<void>): Promise<void> {
    while (!this.stopping) {
      const [job] = await this.boss.fetch<T>(name, { batchSize: 1, includeMetadata: true }).catch(() => []);
      if (!job) await this.waitForWork(name);
      // Taken as the instance began to stop: given back for a retry, as pg-boss's own shutdown does.
      else if (this.stopping) await this.boss.fail(name, job.id, { message: 'The instance stopped before running it' }).catch(() => undefined);
      else await this.runJob(name, job, handler);
    }
  }

  private async runJob<T extends object>(name: string, job: PgBoss.JobWithMetadata<T>, handler: (job: QueueJob<T>) => Promise<void>): Promise<void> {
    const running = handler({ data: job.data, attempt: job.retryCount + 1, lastAttempt: job.retryCount >= job.retryLimit });
    this.running.add(running);
    const settled = running.finally(() => this.running.delete(running));
    // A handler that overruns the job's expiry fails it (pg-boss retries it) and frees its worker, as pg-boss's own workers do.
    let expiry: ReturnType<typeof setTimeout> | undefined;
    const expired = new Promise<never>((_, reject) => (expiry = setTimeout(() => reject(new Error(`The job ran past ${job.expireInSeconds} s`)), job.expireInSeconds * 1000)));
    try {
      await Promise.race([settled, expired]);
      // Neither answer may end the loop: a job left active by a database gone away expires back to the queue.
      await this.boss.complete(name, job.id).catch(() => undefined);
    } catch (error) {
      await this.boss.fail(name, job.id, { message: error instanceof Error ? error.message : String(error) }).catch(() => undefined);
    } finally {
      clearTimeout(expiry);
    }
  }

  private waitForWork(name: string): Promise<void> {
    const idle = this.idle.get(name) ?? new Set<() => void>();
    this.idle.set(name, idle);
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(poll);
        idle.delete(wake);
        resolve();
      };
      const poll = setTimeout(wake, this.pollSeconds * 1000);
      idle.add(wake);
    });
  }

  /**
   * Stops taking jobs, lets the running ones finish (for at most `stopWaitMs`), then closes. A job still
   * running after the wait stays active and expires back to the queue, as after a crash.
   */
  async stop(): Promise<void> {
    this.stopping = true;
    if (!this.started) return;
    await this.started.catch(() => undefined);
    for (const idle of this.idle.values()) for (const wake of [...idle]) wake();
    let waited: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([Promise.allSettled([...this.loops, ...this.running]), new Promise((resolve) => (waited = setTimeout(resolve, this.stopWaitMs)))]);
    clearTimeout(waited);
    await this.boss.stop({ graceful: false, wait: true, close: true, timeout: 1000 });
  }
}
