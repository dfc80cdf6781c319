import { EmptyBody, EntityId, notFoundMessage } from '@shutterday/domain';
import { dataAnswer } from '@shutterday/domain/answers';
import {
  NOTIFY_SIGNUP_ANSWER, NotificationCountsAnswer, NotificationSettings, NotificationSettingsAnswer, NotifyMessageAnswer, NotifySignupBody,
  normaliseEmail, UNSUBSCRIBE_DONE, UNSUBSCRIBE_INVALID, UnsubscribeQuery,
} from '@shutterday/domain/notifications';
import { accessCodeCandidates } from '@shutterday/domain/staff';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { jobs } from '../../../db/schema';
import { ok } from '../../../http/envelope';
import { badRequest, notFound } from '../../../http/http-error';
import { StudioJobParams, tags as studioTags } from '../../../http/studio-params';
import { typed } from '../../../http/type-provider';
import { RATE_LIMITS } from '../../../plugins/infrastructure/rate-limit';
import { STUDIO_WRITE } from '../../resource/write-permissions';
import { notificationsRepository } from '../repositories/notifications';
import { validUnsubscribe } from '../services/notify';

const tags = ['customer notifications'];
const SignupQuery = v.object({ studio: v.optional(v.pipe(v.string(), v.maxLength(60, 'Use at most 60 characters'), v.trim(), v.toLowerCase())) });
const UnsubscribeParams = v.object({ jobId: EntityId });

/**
 * "Tell me when the photos are ready" and one-click unsubscribe. A sign-up answers the same for a code that
 * names a child and one that does not, so the box tells nobody which codes exist (docs/security.md).
 */
export async function customerNotificationRoutes(instance: FastifyInstance): Promise<void> {
  // Mail clients' one-click unsubscribe posts `List-Unsubscribe=One-Click` as a form (RFC 8058): what it says is known.
  instance.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, _body, done) => done(null, {}));
  const app = typed(instance);
  app.post(
    '/api/customer/notify-signups',
    {
      config: { rateLimit: RATE_LIMITS.notifySignup },
      schema: { response: { 200: dataAnswer(NotifyMessageAnswer) }, tags, summary: 'Leave an e-mail address to be told when a child’s photos are ready', body: NotifySignupBody, querystring: SignupQuery },
    },
    async (request) => {
      const email = normaliseEmail(request.body.email);
      for (const subjectId of await notificationsRepository.subjectsByCode(app.db, accessCodeCandidates(request.body.code), request.query.studio)) {
        await notificationsRepository.signUp(app.db, subjectId, email);
      }
      return ok({ message: NOTIFY_SIGNUP_ANSWER });
    },
  );

  app.post(
    '/api/customer/unsubscribe/:jobId',
    {
      config: { rateLimit: RATE_LIMITS.notifySignup },
      schema: { response: { 200: dataAnswer(NotifyMessageAnswer) }, tags, summary: 'Stop the studio’s e-mails about photos to this address (the link of any of them)', params: UnsubscribeParams, querystring: UnsubscribeQuery, body: EmptyBody },
    },
    async (request) => {
      const { jobId } = request.params;
      const email = normaliseEmail(request.query.email);
      if (!validUnsubscribe(app.config.jwtSecret, jobId, email, request.query.sig)) throw badRequest(UNSUBSCRIBE_INVALID);
      const studioId = await notificationsRepository.studioOfJob(app.db, jobId);
      if (studioId === null) throw badRequest(UNSUBSCRIBE_INVALID);
      await notificationsRepository.unsubscribe(app.db, studioId, jobId, email);
      return ok({ message: UNSUBSCRIBE_DONE });
    },
  );
}

/** The job's switch for parents' e-mails and what they came to (the job overview's counts). */
export async function studioNotificationRoutes(instance: FastifyInstance): Promise<void> {
  const app = typed(instance);
  const inStudio = async (studioId: number, jobId: number) => {
    const [row] = await app.db.select({ id: jobs.id }).from(jobs).where(and(eq(jobs.id, jobId), eq(jobs.studioId, studioId)));
    if (!row) throw notFound(notFoundMessage('Job'));
  };
  const base = '/studios/:studioId/jobs/:jobId/notifications';
  app.get(base, { schema: { response: { 200: dataAnswer(NotificationSettingsAnswer) }, tags: studioTags, summary: 'Whether parents are e-mailed about this job’s photos', params: StudioJobParams } }, async (request) => {
    await inStudio(request.params.studioId, request.params.jobId);
    return ok({ notifyParents: await notificationsRepository.settings(app.db, request.params.jobId) });
  });
  app.put(
    base,
    { config: { permissions: STUDIO_WRITE }, schema: { response: { 200: dataAnswer(NotificationSettingsAnswer) }, tags: studioTags, summary: 'Switch parents’ e-mails about this job on or off', params: StudioJobParams, body: NotificationSettings } },
    async (request) => {
      await inStudio(request.params.studioId, request.params.jobId);
      await notificationsRepository.saveSettings(app.db, request.params.jobId, request.body.notifyParents);
      return ok({ notifyParents: request.body.notifyParents });
    },
  );
  app.get(`${base}/counts`, { schema: { response: { 200: dataAnswer(NotificationCountsAnswer) }, tags: studioTags, summary: 'Parents’ e-mails of this job: queued, sent, failed, unsubscribed', params: StudioJobParams } }, async (request) => {
    await inStudio(request.params.studioId, request.params.jobId);
    return ok(await notificationsRepository.counts(app.db, request.params.jobId));
  });
}
