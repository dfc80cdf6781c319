import * as v from 'valibot';
import { ListQuery } from './params';

/**
 * What became of an outgoing message: recorded (owed: waiting for the relay, being retried, or only recorded
 * when no mail server is configured), sent, or failed after its last try.
 */
export const MAIL_STATUSES = ['recorded', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** GET /api/admin/mail-log: newest first; search the recipient or the subject; `status` narrows. */
export const MailLogQuery = v.object({
  ...ListQuery.entries,
  status: v.optional(v.picklist(MAIL_STATUSES, 'This value must be one of recorded, sent, failed')),
});
export type MailLogQuery = v.InferOutput<typeof MailLogQuery>;

/**
 * One outgoing message as the system admin sees it: who, what, when and its fate, never its body (a
 * password reset's link is a key to an account).
 */
export interface MailLogEntry {
  id: number;
  to: string;
  subject: string;
  status: MailStatus;
  error: string | null;
  createdAt: string;
}

/** The answers of POST /api/admin/mail-log/{id}/resend that are not the entry itself. */
export const MAIL_LOG_MESSAGES = {
  missing: 'This e-mail is not in the log',
  noRelay: 'E-mail is only recorded on this installation: set SMTP_URL to send it',
} as const;

/** GET /api/admin/tax-log: newest first; search the jurisdiction (US-CA) or an order number. */
export const TaxLogQuery = ListQuery;
export type TaxLogQuery = ListQuery;

/** One tax calculation: a checkout's quote (a cart) or an order's final tax (an order number). */
export interface TaxLogEntry {
  id: number;
  provider: string;
  jurisdiction: string;
  /** Cents taxed (goods after discounts, plus shipping where shipping is taxed). */
  taxableAmount: number;
  rateBasisPoints: number;
  tax: number;
  cartId: number | null;
  orderNumber: number | null;
  createdAt: string;
}
