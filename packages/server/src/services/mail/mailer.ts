import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Database } from '../../db/client';
import { mailLogRepository } from '../../modules/platform/repositories/mail-log';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  /** Records the message in the mail log, then sends it when a transport is configured. */
  send(message: MailMessage): Promise<void>;
}

export class LoggingMailer implements Mailer {
  private readonly transport: Transporter | null;

  constructor(
    private readonly db: Database,
    smtpUrl: string | null,
    private readonly from: string,
    private readonly log: { warn(obj: object, msg: string): void },
    private readonly outboxDir: string | null = null,
  ) {
    this.transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
    if (outboxDir) mkdirSync(outboxDir, { recursive: true });
  }

  async send(message: MailMessage): Promise<void> {
    const id = await mailLogRepository.record(this.db, message);
    // The outbox folder (MAIL_OUTBOX_DIR, for the browser journeys): one file per message, named by its log id.
    if (this.outboxDir) writeFileSync(join(this.outboxDir, `${String(id).padStart(8, '0')}.json`), JSON.stringify(message));
    if (!this.transport) return;
    try {
      await this.transport.sendMail({ from: this.from, ...message });
      await mailLogRepository.setStatus(this.db, id, 'sent');
    } catch (error) {
      // A mail server outage must not fail the request that caused the mail; the log shows it.
      this.log.warn({ err: error, mailId: id }, 'sending mail failed');
      await mailLogRepository.setStatus(this.db, id, 'failed', (error as Error).message);
    }
  }
}
