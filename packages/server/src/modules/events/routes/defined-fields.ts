import { DefinedFieldAnswer, pagedAnswer } from '@shutterday/domain/answers';
import { ResourceListQuery } from '@shutterday/domain';
import { DEFINED_FIELD_MESSAGES, DefinedFieldCreate, DefinedFieldUpdate } from '@shutterday/domain/staff';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { definedFields } from '../../../db/schema';
import { paged } from '../../../http/envelope';
import { requireLogin } from '../../../http/guards';
import { typed } from '../../../http/type-provider';
import { valueTaken } from '../../resource/resource-repository';
import { resourceRoutes } from '../../resource/resource-routes';
import { definedFieldsRepository } from '../repositories/defined-fields';

/** Under /api/admin: the system administrator's library of defined fields (each key once). */
export async function adminDefinedFieldRoutes(instance: FastifyInstance): Promise<void> {
  resourceRoutes(instance, {
    base: '/defined-fields', record: DefinedFieldAnswer, scopeParams: v.object({}), idParam: 'definedFieldId', label: 'Defined field', tags: ['system admin'],
    repository: definedFieldsRepository, createBody: DefinedFieldCreate, updateBody: DefinedFieldUpdate,
    refuseWrite: async (db, _scope, input, id) => ((await valueTaken(db, definedFields, definedFields.name, sql`true`, input.name, id)) ? DEFINED_FIELD_MESSAGES.nameTaken : null),
  });
}

/** `GET /api/v3/defined-fields`: the library staff copy questions from into a job's prefields, for any signed-in user. */
export async function staffDefinedFieldRoutes(instance: FastifyInstance): Promise<void> {
  const app = typed(instance);
  app.addHook('onRequest', requireLogin);
  app.get('', { schema: { response: { 200: pagedAnswer(DefinedFieldAnswer) }, tags: ['job settings'], summary: 'The defined fields a job may copy (paged, search by question or key)', querystring: ResourceListQuery } }, async (request) => {
    const { items, total } = await definedFieldsRepository.list(app.db, { studioId: 0 }, request.query);
    return paged(items, request.query, total);
  });
}
