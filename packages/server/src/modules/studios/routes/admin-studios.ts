import { dataAnswer, pagedAnswer, StudioDetailsAnswer, StudioSummaryAnswer } from '@shutterday/domain/answers';
import { EntityId, ListQuery, StudioApproveRequest } from '@shutterday/domain';
import { AdminStudioUpdateRequest } from '@shutterday/domain/staff';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { ok, paged } from '../../../http/envelope';
import { conflict, notFound } from '../../../http/http-error';
import { typed } from '../../../http/type-provider';
import { studiosRepository } from '../repositories/studios';
import { approvedMail } from '../services/approved-mail';

export const APPROVE_FIRST_MESSAGE = 'disabled: This studio is waiting for approval; approve it instead';

const tags = ['system admin'];

/** /api/admin/studios: a system administrator lists the studios, approves one opened by setup, edits a studio, closes it or opens it again. */
export async function adminStudioRoutes(instance: FastifyInstance): Promise<void> {
  const app = typed(instance);
  app.get('/studios', { schema: { response: { 200: pagedAnswer(StudioSummaryAnswer) }, tags, summary: 'All studios (paged, search by name or slug)', querystring: ListQuery } }, async (request) => {
    const { items, total } = await studiosRepository.list(app.db, request.query, request.query.search);
    return paged(items, request.query, total);
  });

  app.get('/studios/:studioId', { schema: { response: { 200: dataAnswer(StudioDetailsAnswer) }, tags, summary: 'One studio', params: v.object({ studioId: EntityId }) } }, async (request) => {
    const studio = await studiosRepository.details(app.db, request.params.studioId);
    if (!studio) throw notFound('Studio not found');
    return ok(studio);
  });

  app.post('/studios/:studioId/approve', { schema: { response: { 200: dataAnswer(StudioDetailsAnswer) }, tags, summary: 'Approve a studio opened by setup (idempotent)', params: v.object({ studioId: EntityId }), body: StudioApproveRequest } }, async (request) => {
    const studio = await studiosRepository.findById(app.db, request.params.studioId);
    if (!studio) throw notFound('Studio not found');
    if (studio.slug !== request.body.slug) throw conflict('slug: This is not the address of that studio; reload the list');
    await studiosRepository.approve(app.db, studio.id);
    // Only the approval itself tells the owner (approving twice sends nothing more).
    if (studio.status === 'pending' && studio.email) await app.mailer.send(approvedMail(app, { ...studio, email: studio.email }));
    return ok((await studiosRepository.details(app.db, studio.id))!);
  });

  app.patch(
    '/studios/:studioId',
    { schema: { response: { 200: dataAnswer(StudioDetailsAnswer) }, tags, summary: 'Edit a studio; `disabled` closes it (staff refused at once, customers find it closed) or opens it again', params: v.object({ studioId: EntityId }), body: AdminStudioUpdateRequest } },
    async (request) => {
      const studio = await studiosRepository.findById(app.db, request.params.studioId);
      if (!studio) throw notFound('Studio not found');
      const { name, email, phone, disabled } = request.body;
      if (disabled !== undefined && studio.status === 'pending') throw conflict(APPROVE_FIRST_MESSAGE);
      await studiosRepository.update(app.db, studio.id, {
        ...(name !== undefined && { name }),
        ...(email !== undefined && { email }),
        ...(phone !== undefined && { phone }),
        ...(disabled !== undefined && { status: disabled ? 'disabled' : 'active' }),
      });
      return ok((await studiosRepository.details(app.db, studio.id))!);
    },
  );
}
