import { dataAnswer, JobAnswer, pagedAnswer } from '@shutterday/domain/answers';
import { EntityId, notFoundMessage, STALE_RECORD_MESSAGE, StudioJobsQuery } from '@shutterday/domain';
import { JOB_STATE_ACTIONS, JobCreate, JobStateChange, JobUpdate } from '@shutterday/domain/staff';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { ok, paged } from '../../../http/envelope';
import { conflict, notFound } from '../../../http/http-error';
import { StudioOrganizationParams, tags } from '../../../http/studio-params';
import { typed } from '../../../http/type-provider';
import type { Executor } from '../../../db/client';
import { STALE, type ResourceScope } from '../../resource/resource-repository';
import { resourceRoutes } from '../../resource/resource-routes';
import { STUDIO_WRITE } from '../../resource/write-permissions';
import { jobsRepository } from '../repositories/jobs';
import { leaveJobMoneyOut } from './job-money';
import { organizationJobsRepository } from '../repositories/organization-jobs';
import { organizationsRepository } from '../repositories/organizations';

const base = '/studios/:studioId/organizations/:organizationId/jobs';
const JobItemParams = v.object({ ...StudioOrganizationParams.entries, jobId: EntityId });
const organization = {
  label: 'Organization',
  exists: async (db: Executor, scope: ResourceScope) => Boolean(await organizationsRepository.find(db, scope, scope.organizationId!)),
};

/** The jobs of an organization: the spec §7 list with its 0/1 filters, the resource writes, publish/unpublish/archive. */
export async function organizationJobRoutes(instance: FastifyInstance): Promise<void> {
  const app = typed(instance);
  leaveJobMoneyOut(instance);

  app.get(base, { schema: { response: { 200: pagedAnswer(JobAnswer) }, tags, summary: 'Jobs of an organization (paged; prepay and galleries as 0 or 1; state)', params: StudioOrganizationParams, querystring: StudioJobsQuery } }, async (request) => {
    const { studioId, organizationId } = request.params;
    if (!(await organization.exists(app.db, { studioId, organizationId }))) throw notFound(notFoundMessage('Organization'));
    const { page, pageSize, search, prepay, galleries, state } = request.query;
    const { items, total } = await jobsRepository.list(app.db, studioId, { page, pageSize }, { organizationId, search, prepay, galleries, state });
    return paged(items, request.query, total);
  });

  // Jobs are archived, never deleted here: their orders and galleries stay.
  resourceRoutes(instance, {
    base, record: JobAnswer,
    scopeParams: StudioOrganizationParams,
    idParam: 'jobId',
    label: 'Job',
    tags,
    repository: organizationJobsRepository,
    createBody: JobCreate,
    updateBody: JobUpdate,
    writePermissions: STUDIO_WRITE,
    parent: organization,
    only: ['get', 'create', 'update'],
  });

  for (const action of JOB_STATE_ACTIONS) {
    app.post(
      `${base}/:jobId/${action}`,
      { config: { permissions: STUDIO_WRITE }, schema: { response: { 200: dataAnswer(JobAnswer) }, tags, summary: `${action[0]!.toUpperCase()}${action.slice(1)} a job (send back its recordVersion)`, params: JobItemParams, body: JobStateChange } },
      async (request) => {
        const { studioId, organizationId, jobId } = request.params;
        const result = await organizationJobsRepository.changeState(app.db, { studioId, organizationId }, jobId, action, request.body.recordVersion);
        if (result === STALE) throw conflict(STALE_RECORD_MESSAGE);
        if (result === null) throw notFound(notFoundMessage('Job'));
        return ok(result);
      },
    );
  }
}
