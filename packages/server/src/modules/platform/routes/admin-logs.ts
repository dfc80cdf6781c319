import { MailLogEntryAnswer, TaxLogEntryAnswer, pagedAnswer } from '@shutterday/domain/answers';
import { MailLogQuery, TaxLogQuery } from '@shutterday/domain/staff';
import type { FastifyInstance } from 'fastify';
import { paged } from '../../../http/envelope';
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

  app.get('/tax-log', { schema: { response: { 200: pagedAnswer(TaxLogEntryAnswer) }, tags, summary: 'Tax calculations, newest first (paged; search jurisdiction or order number)', querystring: TaxLogQuery } }, async (request) => {
    const { items, total } = await taxLogRepository.list(app.db, request.query);
    return paged(items, request.query, total);
  });
}
