import { ListQuery, StudioJobsQuery } from '@shutterday/domain';
import type { FastifyInstance } from 'fastify';
import { ok, paged } from '../../../http/envelope';
import { notFound } from '../../../http/http-error';
import { typed } from '../../../http/type-provider';
import { jobsRepository } from '../repositories/jobs';
import { organizationsRepository } from '../repositories/organizations';
import { StudioOrganizationParams, StudioParams, tags } from '../../../http/studio-params';

export async function studioOrganizationRoutes(instance: FastifyInstance): Promise<void> {
  const app = typed(instance);

  app.get('/studios/:studioId/organizations', { schema: { tags, summary: 'Organizations of the studio (paged, search by name)', params: StudioParams, querystring: ListQuery } }, async (request) => {
    const { items, total } = await organizationsRepository.list(app.db, request.params.studioId, request.query, request.query.search);
    return paged(items, request.query, total);
  });

  app.get('/studios/:studioId/organizations/:organizationId', { schema: { tags, summary: 'One organization', params: StudioOrganizationParams } }, async (request) => {
    const organization = await organizationsRepository.find(app.db, request.params.studioId, request.params.organizationId);
    if (!organization) throw notFound('Organization not found');
    return ok(organization);
  });

  app.get(
    '/studios/:studioId/organizations/:organizationId/jobs',
    { schema: { tags, summary: 'Jobs of an organization (paged; prepay and galleries as 0 or 1)', params: StudioOrganizationParams, querystring: StudioJobsQuery } },
    async (request) => {
      const { studioId, organizationId } = request.params;
      if (!(await organizationsRepository.find(app.db, studioId, organizationId))) throw notFound('Organization not found');
      const { page, pageSize, search, prepay, galleries } = request.query;
      const { items, total } = await jobsRepository.list(app.db, studioId, { page, pageSize }, { organizationId, search, prepay, galleries });
      return paged(items, request.query, total);
    },
  );
}
