import type { FastifyInstance } from 'fastify';
import { deliverNotification, NOTIFY_QUEUE, NOTIFY_SWEEP_QUEUE, sweepNotifications } from './services/notify';

export { customerNotificationRoutes, studioNotificationRoutes } from './routes/notification-routes';
export { sweepNotifications, deliverNotification, NOTIFY_QUEUE } from './services/notify';

/**
 * Parents' e-mails go out from a sweep every `everyMs` (published jobs, photos that arrived since, reminders coming
 * due): queued under one key, so several instances sweep once between them; each e-mail is its own queue job.
 * With `everyMs` 0 nobody sweeps on a timer (tests call sweepNotifications) but e-mails queued are still written.
 */
export async function startNotifications(app: FastifyInstance, everyMs: number): Promise<() => void> {
  await app.queue.work(NOTIFY_QUEUE, (job) => deliverNotification(app, job as Parameters<typeof deliverNotification>[1]));
  await app.queue.work(NOTIFY_SWEEP_QUEUE, async () => {
    await sweepNotifications(app);
  });
  if (everyMs <= 0) return () => {};
  const sweep = () => void app.queue.send(NOTIFY_SWEEP_QUEUE, {}, { key: 'sweep' }).catch((error: unknown) => app.log.warn({ err: error }, 'queueing the notification sweep failed'));
  const timer = setInterval(sweep, everyMs);
  timer.unref();
  sweep();
  return () => clearInterval(timer);
}
