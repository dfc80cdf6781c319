import { MailLogEntryAnswer, TaxLogEntryAnswer, dataAnswer, pagedAnswer } from '@shutterday/domain/answers';
import { EmptyBody, EntityId } from '@shutterday/domain';
import { MAIL_LOG_MESSAGES, MailLogQuery, TaxLogQuery } from '@shutterday/domain/staff';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { ok, paged } from '../../../http/envelope';
import { conflict, notFound } from '../../../http/http-error';
import { typed } from '../../../http/type-provider';
import { mailLogRepository } from '../repositories/mail-log';
import { taxLogRepository } from '../repositories/tax-log';

const tags = ['system admin'];

/** What the platform recorded for the system administrator: every outgoing e-mail and every tax calculation. */
export async function adminLogRoutes(instance: FastifyInstance): Promise<void> {
  const app = typed(instance);

  app.get('/mail-log', { schema: { response: { 200: pagedAnswer(MailLogEntryAnswer) }, tags, summary: 'Outgoing e-mail, newest first (paged; search recipient or subject; status)', querystring: MailLogQuery } }, async (request) => {
    const { items, total } = await mailLogRepository.list(app.db, request.query);
    return paged(items, request.query, total);
  });

  app.post('/mail-log/:id/resend', { schema: { response: { 200: dataAnswer(MailLogEntryAnswer) }, tags, summary: 'Send a logged e-mail again (through the mail queue)', params: v.object({ id: EntityId }), body: EmptyBody } }, async (request) => {
    const outcome = await app.mailer.resend(request.params.id);
    if (outcome === 'missing') throw notFound(MAIL_LOG_MESSAGES.missing);
    if (outcome === 'no-relay') throw conflict(MAIL_LOG_MESSAGES.noRelay);
    return ok((await mailLogRepository.entry(app.db, request.params.id))!);
  });

  app.get('/tax-log', { schema: { response: { 200: pagedAnswer(TaxLogEntryAnswer) }, tags, summary: 'Tax calculations, newest first (paged; search jurisdiction or order number)', querystring: TaxLogQuery } }, async (request) => {
    const { items, total } = await taxLogRepository.list(app.db, request.query);
    return paged(items, request.query, total);
  });
}
