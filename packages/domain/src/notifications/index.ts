import * as v from 'valibot';
import { boundedEmail, boundedString, TEXT_LIMITS } from '../validation/bounded';
import { formatDate } from '../dates/format';
import { zonedDayEnd } from '../dates/time-zone';

/**
 * Parents told by e-mail: which e-mails a child's addresses get, and when. Each event goes to one address
 * about one child at most once (the server keeps a unique key per event, address and child).
 */
export type NotificationEvent = 'photos-ready' | 'prepay-deadline' | 'yearbook-deadline' | 'gallery-closing';

/** How long before a deadline its reminder goes out. */
export const REMINDER_LEAD_MS = 3 * 24 * 60 * 60 * 1000;

/** POST /api/customer/notify-signups: "Tell me when the photos are ready". */
export const NotifySignupBody = v.object({
  code: v.pipe(boundedString(TEXT_LIMITS.code), v.trim(), v.nonEmpty('Type the code printed on the card')),
  email: boundedEmail,
});
export type NotifySignupBody = v.InferOutput<typeof NotifySignupBody>;

/** The one answer a sign-up gets, for a known code and an unknown one alike (docs/security.md). */
export const NOTIFY_SIGNUP_ANSWER = "Thank you. If the code is on a card of this studio, we will e-mail you when the photos are ready.";

/** An address as it is compared and stored: trimmed, lower case. */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

const PLAUSIBLE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The addresses a child's e-mail goes to: every source (earlier orders, envelope contacts, sign-ups) once,
 * normalised, without the unsubscribed ones and without anything that is not an address.
 */
export function recipientsOf(sources: readonly (string | null | undefined)[], unsubscribed: ReadonlySet<string>): string[] {
  const seen = new Set<string>();
  for (const source of sources) {
    if (!source) continue;
    const email = normaliseEmail(source);
    if (email.length > TEXT_LIMITS.email || !PLAUSIBLE.test(email) || unsubscribed.has(email)) continue;
    seen.add(email);
  }
  return [...seen].sort();
}

export interface NotifiedJob {
  published: boolean;
  archived: boolean;
  /** The studio's per-job switch. */
  notifyParents: boolean;
  /** The last day parents may preorder (YYYY-MM-DD, a day of the studio's time zone), or null. */
  prepayClosesOn: string | null;
  /** The studio's time zone, where the prepay window's last day ends. */
  timeZone: string;
  prepayAvailable: boolean;
  enableYearBookPoseSelection: boolean;
  yearBookPoseSelectionEndsAt: Date | null;
  /** The last day parents may order online (YYYY-MM-DD, a day of the studio's time zone), or null for no end. */
  orderingClosesOn: string | null;
}

const reminderDue = (deadline: Date | null, now: Date): boolean =>
  deadline !== null && now.getTime() < deadline.getTime() && deadline.getTime() - now.getTime() <= REMINDER_LEAD_MS;

/**
 * The events due now for one child of a job. "photos-ready" once the job is published and the child has photos;
 * a deadline's reminder in the last three days before it while it is still open ("gallery-closing": online
 * ordering ends at midnight after its last day where the studio is, and only a child with photos is reminded). Nothing when the studio has
 * switched parents' e-mails off, or the job is not published or archived.
 */
export function dueEvents(job: NotifiedJob, child: { hasPhotos: boolean }, now: Date): NotificationEvent[] {
  if (!job.notifyParents || !job.published || job.archived) return [];
  const events: NotificationEvent[] = [];
  if (child.hasPhotos) events.push('photos-ready');
  if (job.prepayAvailable && job.prepayClosesOn && reminderDue(zonedDayEnd(job.prepayClosesOn, job.timeZone), now)) events.push('prepay-deadline');
  if (job.enableYearBookPoseSelection && child.hasPhotos && reminderDue(job.yearBookPoseSelectionEndsAt, now)) events.push('yearbook-deadline');
  if (child.hasPhotos && job.orderingClosesOn && reminderDue(zonedDayEnd(job.orderingClosesOn, job.timeZone), now)) events.push('gallery-closing');
  return events;
}

export interface Notification {
  event: NotificationEvent;
  email: string;
  subjectId: number;
}

/** The key that makes an event to an address about a child happen once. */
export const notificationKey = (n: Notification): string => `${n.event}|${n.subjectId}|${n.email}`;

/** What is still to send: each due event to each recipient, less what was sent (or tried) before. */
export function pendingNotifications(
  subjectId: number,
  events: readonly NotificationEvent[],
  recipients: readonly string[],
  alreadyKeyed: ReadonlySet<string>,
): Notification[] {
  const out: Notification[] = [];
  for (const event of events) {
    for (const email of recipients) {
      const n = { event, email, subjectId };
      if (!alreadyKeyed.has(notificationKey(n))) out.push(n);
    }
  }
  return out;
}

/** The e-mail's words (the studio's name and logo are put around them by the mail module). */
export function notificationWords(event: NotificationEvent, child: { firstName: string; jobName: string }, link: string, deadline: string | null): { subject: string; text: string } {
  const name = child.firstName;
  switch (event) {
    case 'photos-ready':
      return { subject: `${name}'s photos are ready`, text: `${name}'s photos from ${child.jobName} are ready to view and order.\n\nOpen them here: ${link}` };
    case 'prepay-deadline':
      return { subject: `Order ${name}'s photos before ${deadline}`, text: `Ordering ahead for ${child.jobName} closes on ${deadline}.\n\nOrder here: ${link}` };
    case 'yearbook-deadline':
      return { subject: `Choose ${name}'s yearbook photo before ${deadline}`, text: `You can choose ${name}'s yearbook photo from ${child.jobName} until ${deadline}.\n\nChoose it here: ${link}` };
    case 'gallery-closing': {
      const day = deadline ? formatDate(`${deadline}T00:00:00Z`) : '';
      return {
        subject: `Last days to order ${name}'s photos`,
        text: `Online ordering of ${name}'s photos from ${child.jobName} closes at the end of ${day}. After that day the photos can no longer be ordered online.\n\nSee and order them here: ${link}`,
      };
    }
  }
}

/** The answers of the notification routes. */
export const NotifyMessageAnswer = v.strictObject({ message: v.string() });
export const NotificationSettings = v.object({ notifyParents: v.boolean() });
export const NotificationSettingsAnswer = v.strictObject({ notifyParents: v.boolean() });
export const NotificationCountsAnswer = v.strictObject({ queued: v.number(), sent: v.number(), failed: v.number(), unsubscribed: v.number() });
export type NotificationCounts = v.InferOutput<typeof NotificationCountsAnswer>;

/** The unsubscribe link's query (the job is its path's): the address, signed with the job by the server. */
export const UnsubscribeQuery = v.object({
  email: boundedEmail,
  sig: v.pipe(boundedString(TEXT_LIMITS.token), v.regex(/^[\w-]+$/, 'Not a signature')),
});

/** The page a parent's e-mail links to for unsubscribing (the one-click POST goes to the API's twin of it). */
export const unsubscribePath = (jobId: number, email: string, sig: string): string =>
  `unsubscribe/${jobId}?${new URLSearchParams({ email, sig }).toString()}`;
export const UNSUBSCRIBE_DONE = 'You will get no more e-mails about photos from this studio.';
export const UNSUBSCRIBE_INVALID = 'This unsubscribe link is not valid. Use the link in the e-mail as it came.';
