import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { mailHeaders } from '../../db/schema';
import { mailLogRepository } from '../../modules/logs/repositories/mail-log';
import type { JobQueue, QueueJob, RetryPolicy } from '../queue/queue';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers (List-Unsubscribe): kept beside the logged message and sent with it. */
  headers?: Record<string, string>;
}

/** What a resend found: queued again, no such message, or no relay to send through (SMTP_URL unset). */
export type ResendOutcome = 'queued' | 'missing' | 'no-relay';

export interface Mailer {
  /**
   * Records the message in the mail log and hands it to the mail queue: no request ever waits for a relay,
   * and whether an address is known cannot be told from how long the answer takes.
   */
  send(message: MailMessage): Promise<void>;
  /** A logged message sent again (the system administrator's e-mail log). */
  resend(id: number): Promise<ResendOutcome>;
  /** Starts delivering, and queues what a stopped instance recorded but never sent. */
  start(): Promise<void>;
}

export const MAIL_QUEUE = 'mail';

export interface MailDelivery {
  /** A relay down for a while: tries with growing pauses, then the log says "failed" and a person can resend. */
  retry: RetryPolicy;
  /** How long one try waits on a relay that connects but does not answer (nodemailer waits ten minutes). */
  relayTimeoutMs: number;
}

/** Six tries over about five minutes (10 s, 20 s, 40 s, … between them). */
export const DEFAULT_MAIL_DELIVERY: MailDelivery = { retry: { attempts: 6, delayMs: 10_000 }, relayTimeoutMs: 20_000 };

/** Mail recorded longer ago than this and never sent is not sent any more after a restart: it would come too late. */
const OWED_FOR_MS = 24 * 60 * 60 * 1000;

interface MailJob {
  mailId: number;
}

export interface LoggingMailerOptions {
  db: Database;
  queue: JobQueue;
  smtpUrl: string | null;
  from: string;
  log: { warn(obj: object, msg: string): void };
  /** Every message also written there as a JSON file (MAIL_OUTBOX_DIR, for the browser journeys). */
  outboxDir?: string | null;
  delivery?: MailDelivery;
}

export class LoggingMailer implements Mailer {
  private readonly transport: Transporter | null;
  private readonly delivery: MailDelivery;
  /** How long a delivery holds its message: past each of nodemailer's waits (connect, greeting, each answer). */
  private readonly claimMs: number;

  constructor(private readonly options: LoggingMailerOptions) {
    this.delivery = options.delivery ?? DEFAULT_MAIL_DELIVERY;
    const wait = this.delivery.relayTimeoutMs;
    this.claimMs = wait * 3;
    this.transport = options.smtpUrl ? nodemailer.createTransport({ url: options.smtpUrl, connectionTimeout: wait, greetingTimeout: wait, socketTimeout: wait }) : null;
    if (options.outboxDir) mkdirSync(options.outboxDir, { recursive: true });
  }

  async send(message: MailMessage): Promise<void> {
    const { headers, ...logged } = message;
    const id = await mailLogRepository.record(this.options.db, logged);
    if (headers) await this.options.db.insert(mailHeaders).values({ mailId: id, headers });
    // The outbox folder: one file per message, named by its log id.
    if (this.options.outboxDir) writeFileSync(join(this.options.outboxDir, `${String(id).padStart(8, '0')}.json`), JSON.stringify(message));
    if (this.transport) await this.enqueue(id);
  }

  async resend(id: number): Promise<ResendOutcome> {
    if (!(await mailLogRepository.find(this.options.db, id))) return 'missing';
    if (!this.transport) return 'no-relay';
    await mailLogRepository.setStatus(this.options.db, id, 'recorded');
    await this.enqueue(id);
    return 'queued';
  }

  async start(): Promise<void> {
    if (!this.transport) return;
    await this.options.queue.work<MailJob>(MAIL_QUEUE, (job) => this.deliver(job));
    for (const id of await mailLogRepository.unsentSince(this.options.db, new Date(Date.now() - OWED_FOR_MS))) await this.enqueue(id);
  }

  private enqueue(id: number): Promise<void> {
    return this.options.queue.send<MailJob>(MAIL_QUEUE, { mailId: id }, { key: `mail-${id}`, retry: this.delivery.retry });
  }

  /** One try at one message. The log is the truth: a message already sent is never sent again. */
  private async deliver({ data, lastAttempt }: QueueJob<MailJob>): Promise<void> {
    const { db } = this.options;
    const mail = await mailLogRepository.find(db, data.mailId);
    if (!mail || mail.status === 'sent') return;
    // A message queued again while a delivery of it waits on the relay (an instance's start finds it owed)
    // has two deliveries: only the one holding the claim sends. The other tries again later, when the
    // message is sent or its holder has stopped; on its last try it leaves the message to the holder.
    if (!(await mailLogRepository.claim(db, mail.id, this.claimMs))) {
      if (lastAttempt) return;
      throw new Error('Another delivery of this message is under way');
    }
    try {
      const [extra] = await db.select({ headers: mailHeaders.headers }).from(mailHeaders).where(eq(mailHeaders.mailId, mail.id));
      await this.transport!.sendMail({ from: this.options.from, to: mail.to, subject: mail.subject, text: mail.text, ...(mail.html ? { html: mail.html } : {}), ...(extra ? { headers: extra.headers } : {}) });
    } catch (error) {
      this.options.log.warn({ err: error, mailId: mail.id, lastAttempt }, 'sending mail failed');
      // Until the last try the message stays owed ("recorded"), with the relay's answer beside it.
      await mailLogRepository.setStatus(db, mail.id, lastAttempt ? 'failed' : 'recorded', (error as Error).message);
      if (!lastAttempt) throw error;
      return;
    }
    await mailLogRepository.setStatus(db, mail.id, 'sent');
  }
}
