import { dataAnswer, NameCheckAnswer, OrganizationAnswer } from '@shutterday/domain/answers';
import { ORGANIZATION_HAS_ORDERS_MESSAGE, ORGANIZATION_NAME_TAKEN_MESSAGE } from '@shutterday/domain';
import { OrganizationCreate, OrganizationUpdate } from '@shutterday/domain/staff';
import { OrganizationNameQuery } from '@shutterday/domain/staff';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../http/envelope';
import { StudioParams, tags } from '../../../http/studio-params';
import { typed } from '../../../http/type-provider';
import { resourceRoutes } from '../../resource/resource-routes';
import { STUDIO_WRITE } from '../../resource/write-permissions';
import { organizationsRepository } from '../repositories/organizations';
import { organizationContactRoutes } from './organization-contacts';
import { organizationJobDefaultsRoutes } from './organization-job-defaults';
import { organizationJobRoutes } from './organization-jobs';

export async function studioOrganizationRoutes(instance: FastifyInstance): Promise<void> {
  const app = typed(instance);

  // Before the resource's `/:organizationId`, though the router prefers the static segment anyway.
  app.get('/studios/:studioId/organizations/valid', { schema: { response: { 200: dataAnswer(NameCheckAnswer) }, tags, summary: 'Is this organization name free? (spec §5)', params: StudioParams, querystring: OrganizationNameQuery } }, async (request) => {
    const taken = await organizationsRepository.nameTaken(app.db, request.params.studioId, request.query.name, request.query.exceptId);
    return ok({ valid: !taken, message: taken ? ORGANIZATION_NAME_TAKEN_MESSAGE : null });
  });

  resourceRoutes(instance, {
    base: '/studios/:studioId/organizations', record: OrganizationAnswer,
    scopeParams: StudioParams,
    idParam: 'organizationId',
    label: 'Organization',
    tags,
    repository: organizationsRepository,
    createBody: OrganizationCreate,
    updateBody: OrganizationUpdate,
    writePermissions: STUDIO_WRITE,
    refuseWrite: async (db, scope, input, id) => ((await organizationsRepository.nameTaken(db, scope.studioId, input.name, id)) ? ORGANIZATION_NAME_TAKEN_MESSAGE : null),
    refuseDelete: async (db, _scope, id) => ((await organizationsRepository.hasJobsWithOrders(db, id)) ? ORGANIZATION_HAS_ORDERS_MESSAGE : null),
  });

  await instance.register(organizationContactRoutes);

  await instance.register(organizationJobRoutes);

  await instance.register(organizationJobDefaultsRoutes);
}
