import { createHmac, timingSafeEqual } from 'node:crypto';
import { dueEvents, unsubscribePath, notificationKey, notificationWords, pendingNotifications, recipientsOf, type NotificationEvent } from '@shutterday/domain/notifications';
import type { FastifyInstance } from 'fastify';
import type { QueueJob, RetryPolicy } from '../../../services/queue/queue';
import { sendAsStudio } from '../../../services/mail/studio-mail';
import { notificationsRepository } from '../repositories/notifications';

/** The queue of parents' e-mails (one job per e-mail) and of the sweep that finds them. */
export const NOTIFY_QUEUE = 'parent-notification';
export const NOTIFY_SWEEP_QUEUE = 'parent-notification-sweep';
/** An e-mail that could not be written is tried again: five tries over about a minute. */
export const NOTIFY_RETRY: RetryPolicy = { attempts: 5, delayMs: 4000 };

interface NotifyJob {
  sendId: number;
}

/** The unsubscribe link's signature: the address and the job, so a link unsubscribes only its own address. */
export function unsubscribeSignature(secret: Uint8Array, jobId: number, email: string): string {
  return createHmac('sha256', secret).update(`unsubscribe:${jobId}:${email}`).digest('base64url');
}

export function validUnsubscribe(secret: Uint8Array, jobId: number, email: string, sig: string): boolean {
  const want = Buffer.from(unsubscribeSignature(secret, jobId, email));
  const got = Buffer.from(sig);
  return want.length === got.length && timingSafeEqual(want, got);
}

/** The unsubscribe page (`page`) and the one-click address mail clients POST to (`oneClick`). */
export function unsubscribeUrls(linkBase: string, secret: Uint8Array, studioSlug: string, jobId: number, email: string): { page: string; oneClick: string } {
  const path = unsubscribePath(jobId, email, unsubscribeSignature(secret, jobId, email));
  return { page: `${linkBase}/${studioSlug}/${path}`, oneClick: `${linkBase}/api/customer/${path}` };
}

/**
 * Finds every e-mail due now in every published job and queues each once: the row claimed in
 * notification_sends (unique per event, address and child) is the "once"; the queue job writes the e-mail.
 * Returns how many were queued.
 */
export async function sweepNotifications(app: FastifyInstance, now = new Date()): Promise<number> {
  let queued = 0;
  for (const { job, timeZone, notifyParents } of await notificationsRepository.jobsToNotify(app.db)) {
    const notified = { ...job, timeZone, notifyParents: Boolean(notifyParents) };
    if (!notified.notifyParents) continue;
    const unsubscribed = await notificationsRepository.unsubscribed(app.db, job.studioId);
    const sent = new Set((await notificationsRepository.sentKeys(app.db, job.id)).map(notificationKey));
    for (const child of await notificationsRepository.childrenWithAddresses(app.db, job.id)) {
      const events = dueEvents(notified, child, now);
      if (!events.length || !child.addresses.length) continue;
      for (const n of pendingNotifications(child.id, events, recipientsOf(child.addresses, unsubscribed), sent)) {
        const id = await notificationsRepository.claim(app.db, job.id, n);
        if (id === null) continue;
        await app.queue.send<NotifyJob>(NOTIFY_QUEUE, { sendId: id }, { key: `notify-${id}`, retry: NOTIFY_RETRY });
        queued += 1;
      }
    }
  }
  return queued;
}

const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** The day a reminder names: the prepay window's last day, pose selection's, or online ordering's. */
function deadlineOf(event: NotificationEvent, job: { prepayClosesOn: string | null; yearBookPoseSelectionEndsAt: Date | null; orderingClosesOn: string | null }): string | null {
  if (event === 'prepay-deadline') return job.prepayClosesOn;
  if (event === 'yearbook-deadline') return job.yearBookPoseSelectionEndsAt ? dayOf(job.yearBookPoseSelectionEndsAt) : null;
  if (event === 'gallery-closing') return job.orderingClosesOn;
  return null;
}

/** One e-mail, written in the studio's name with its unsubscribe link and header. Idempotent: a sent one is not written again. */
export async function deliverNotification(app: FastifyInstance, { data, lastAttempt }: QueueJob<NotifyJob>): Promise<void> {
  const row = await notificationsRepository.findSend(app.db, data.sendId);
  if (!row || row.send.status !== 'queued') return;
  const { send, job } = row;
  // Sent after all only if the studio still wants it and the address did not unsubscribe meanwhile.
  if (!(await notificationsRepository.settings(app.db, job.id)) || (await notificationsRepository.unsubscribed(app.db, job.studioId)).has(send.email)) {
    await notificationsRepository.setStatus(app.db, send.id, 'failed');
    return;
  }
  const link = `${app.config.linkBase}/${row.slug}/code/${encodeURIComponent(row.accessCode ?? '')}`;
  const deadline = deadlineOf(send.event, job);
  const words = notificationWords(send.event, { firstName: row.firstName, jobName: job.name }, link, deadline);
  const unsubscribe = unsubscribeUrls(app.config.linkBase, app.config.jwtSecret, row.slug, job.id, send.email);
  try {
    await sendAsStudio(app, job.studioId, {
      to: send.email,
      subject: words.subject,
      text: `${words.text}\n\nTo get no more e-mails like this: ${unsubscribe.page}`,
      headers: { 'List-Unsubscribe': `<${unsubscribe.oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    });
  } catch (error) {
    if (lastAttempt) {
      await notificationsRepository.setStatus(app.db, send.id, 'failed');
      return;
    }
    throw error;
  }
  await notificationsRepository.setStatus(app.db, send.id, 'sent');
}
