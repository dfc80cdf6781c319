import { EntityId, notFoundMessage, ResourceListQuery, STALE_RECORD_MESSAGE } from '@shutterday/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import type { Executor } from '../../db/client';
import { dataAnswer, pagedAnswer } from '@shutterday/domain/answers';
import { NO_CONTENT } from '../../http/answers';
import { ok, paged } from '../../http/envelope';
import { conflict, notFound } from '../../http/http-error';
import { STALE, type ResourceRepository, type ResourceScope } from './resource-repository';

type Operation = 'list' | 'get' | 'create' | 'update' | 'delete';

export interface ResourceRoutesOptions<TRecord, TCreate, TUpdate> {
  /** The collection path under the prefix, e.g. `/studios/:studioId/organizations`. */
  base: string;
  /** The scope's path params (studioId and parents such as organizationId; none for a platform resource), as one valibot object. */
  scopeParams: v.ObjectSchema<v.ObjectEntries, undefined>;
  /** The record's own path param, named after it: organizationId, jobId, packageId… */
  idParam: string;
  /** In messages: "Organization not found". */
  label: string;
  tags: string[];
  repository: ResourceRepository<TRecord, TCreate, TUpdate>;
  /** The record as every operation answers it (a schema from @shutterday/domain/answers), for the OpenAPI document. */
  record: v.GenericSchema<unknown, TRecord>;
  /** What one record's answers (GET, POST and PUT) hold when they tell more than a list's rows (a subject with its photos and orders). */
  detail?: v.GenericSchema;
  createBody: v.GenericSchema<unknown, TCreate>;
  updateBody: v.GenericSchema<unknown, TUpdate>;
  /** Defaults to ResourceListQuery (page, pageSize, search, type). */
  listQuery?: v.GenericSchema<unknown, ResourceListQuery>;
  /** A reason to refuse a create (id undefined) or an update (409 with this message), or null to go ahead. */
  refuseWrite?: (db: Executor, scope: ResourceScope, input: TCreate | TUpdate, id?: number) => Promise<string | null>;
  /** A reason to refuse the delete (409 with this message), or null to go ahead. */
  refuseDelete?: (db: Executor, scope: ResourceScope, id: number) => Promise<string | null>;
  /**
   * The parent the scope names besides the studio (e.g. a job): every operation first checks that it exists in
   * the studio and answers 404 "{label} not found" otherwise, so a foreign parent id reveals nothing.
   */
  parent?: { label: string; exists: (db: Executor, scope: ResourceScope) => Promise<boolean> };
  /** Permissions of the writes (spec §6: any one of them); reads need only studio access. */
  writePermissions?: string[];
  /** The operations to register (all by default). */
  only?: Operation[];
}

/**
 * The generic resource helper of spec §7 on a studio-scoped base (or, with empty scope params, a platform one under /api/admin): GET {base} (paged, search, optional
 * type), GET {base}/{id}, POST {base}, PUT {base}/{id} (409 on a stale version), DELETE {base}/{id}
 * (409 when refused). The prefix's studio-access hook has already checked the studioId.
 */
export function resourceRoutes<TRecord, TCreate, TUpdate>(app: FastifyInstance, options: ResourceRoutesOptions<TRecord, TCreate, TUpdate>): void {
  const { base, idParam, label, tags, repository } = options;
  const itemParams = v.object({ ...options.scopeParams.entries, [idParam]: EntityId });
  const wants = (operation: Operation) => !options.only || options.only.includes(operation);
  const parent = options.parent;
  const config = { permissions: options.writePermissions };
  const scopeOf = (request: FastifyRequest) => {
    const params = request.params as Record<string, number>;
    const scope = Object.fromEntries(Object.keys(options.scopeParams.entries).map((key) => [key, params[key]!])) as ResourceScope;
    return { scope, id: params[idParam]! };
  };
  const missing = () => notFound(notFoundMessage(label));
  const item = `${base}/:${idParam}`;
  const one = dataAnswer(options.detail ?? options.record);
  // Runs after validation and the studio-access check, before every handler of this resource.
  const preHandler = async (request: FastifyRequest) => {
    if (parent && !(await parent.exists(app.db, scopeOf(request).scope))) throw notFound(notFoundMessage(parent.label));
  };

  if (wants('list')) {
    app.get(base, { preHandler, schema: { tags, summary: `${label} list (paged; search, type)`, params: options.scopeParams, querystring: options.listQuery ?? ResourceListQuery, response: { 200: pagedAnswer(options.record) } } }, async (request) => {
      const query = request.query as ResourceListQuery;
      const { items, total } = await repository.list(app.db, scopeOf(request).scope, query);
      return paged(items, query, total);
    });
  }
  if (wants('get')) {
    app.get(item, { preHandler, schema: { tags, summary: `One ${label.toLowerCase()}`, params: itemParams, response: { 200: one } } }, async (request) => {
      const { scope, id } = scopeOf(request);
      const record = await repository.find(app.db, scope, id);
      if (!record) throw missing();
      return ok(record);
    });
  }
  if (wants('create')) {
    app.post(base, { preHandler, config, schema: { tags, summary: `Create a ${label.toLowerCase()}`, params: options.scopeParams, body: options.createBody, response: { 201: one } } }, async (request, reply) => {
      const { scope } = scopeOf(request);
      const refusal = await options.refuseWrite?.(app.db, scope, request.body as TCreate);
      if (refusal) throw conflict(refusal);
      const record = await repository.create(app.db, scope, request.body as TCreate);
      return reply.code(201).send(ok(record));
    });
  }
  if (wants('update')) {
    app.put(item, { preHandler, config, schema: { tags, summary: `Update a ${label.toLowerCase()} (send back its version)`, params: itemParams, body: options.updateBody, response: { 200: one } } }, async (request) => {
      const { scope, id } = scopeOf(request);
      const refusal = await options.refuseWrite?.(app.db, scope, request.body as TUpdate, id);
      if (refusal) throw conflict(refusal);
      const result = await repository.update(app.db, scope, id, request.body as TUpdate);
      if (result === STALE) throw conflict(STALE_RECORD_MESSAGE);
      if (result === null) throw missing();
      return ok(result);
    });
  }
  if (wants('delete')) {
    app.delete(item, { preHandler, config, schema: { tags, summary: `Delete a ${label.toLowerCase()}`, params: itemParams, response: { 204: NO_CONTENT } } }, async (request, reply) => {
      const { scope, id } = scopeOf(request);
      if (!(await repository.find(app.db, scope, id))) throw missing();
      const refusal = await options.refuseDelete?.(app.db, scope, id);
      if (refusal) throw conflict(refusal);
      if (!(await repository.remove(app.db, scope, id))) throw missing();
      return reply.code(204).send();
    });
  }
}
