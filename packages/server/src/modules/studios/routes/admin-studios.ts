import { dataAnswer, StudioDetailsAnswer } from '@shutterday/domain/answers';
import { EntityId } from '@shutterday/domain';
import { AdminStudioUpdateRequest } from '@shutterday/domain/staff';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { ok } from '../../../http/envelope';
import { conflict, notFound } from '../../../http/http-error';
import { typed } from '../../../http/type-provider';
import { studiosRepository } from '../../platform/repositories/studios';

export const APPROVE_FIRST_MESSAGE = 'disabled: This studio is waiting for approval; approve it instead';

/** PATCH /api/admin/studios/{id}: a system administrator edits a studio, closes it or opens it again. */
export async function adminStudioRoutes(instance: FastifyInstance): Promise<void> {
  const app = typed(instance);
  app.patch(
    '/studios/:studioId',
    { schema: { response: { 200: dataAnswer(StudioDetailsAnswer) }, tags: ['system admin'], summary: 'Edit a studio; `disabled` closes it (staff refused at once, customers find it closed) or opens it again', params: v.object({ studioId: EntityId }), body: AdminStudioUpdateRequest } },
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
