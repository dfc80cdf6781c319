import { CustomerJobAnswer, CustomerStudioAnswer, FeatureListAnswer, dataAnswer, pagedAnswer } from '@shutterday/domain/answers';
import { CustomerJobsQuery, EntityId, PageParams, type CustomerStudio } from '@shutterday/domain';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { ok, paged } from '../../../http/envelope';
import { notFound } from '../../../http/http-error';
import { typed } from '../../../http/type-provider';
import { listVisibleJobs, studioWithVisibleJobs } from '../repositories/visible-jobs';
import { studiosRepository } from '../../studios';
import { publicStudiosRepository, type PublicStudioRow } from '../repositories/public-studios';
import { jobListAnswer } from '../services/job-list-answer';
import { preferredEncoding } from '../../../http/compressed';
import { loadPublicStudio, resolveAccessCode } from '../services/visibility';

const tags = ['customer'];
const SlugParams = v.object({ studioSlug: v.pipe(v.string(), v.trim(), v.toLowerCase(), v.maxLength(60, 'Use at most 60 characters')) });
const StudioParams = v.object({ studioId: EntityId });
const StudioJobParams = v.object({ studioId: EntityId, jobId: EntityId });

function toCustomerStudio(row: PublicStudioRow): CustomerStudio {
  return { id: row.id, name: row.name, slug: row.slug, logoUrl: row.logoUrl, rspoEnabled: row.rspoEnabled };
}

export async function customerStudioRoutes(instance: FastifyInstance): Promise<void> {
  const app = typed(instance);

  app.get('/api/customer/studios/:studioSlug', { schema: { response: { 200: dataAnswer(CustomerStudioAnswer) }, tags, summary: 'The public face of a studio, by its web slug', params: SlugParams } }, async (request) =>
    ok(toCustomerStudio(loadPublicStudio(await publicStudiosRepository.findBySlug(app.db, request.params.studioSlug)))),
  );

  app.get('/api/customer/studios/:studioSlug/features', { schema: { response: { 200: dataAnswer(FeatureListAnswer) }, tags, summary: 'Features of a studio, by its web slug', params: SlugParams } }, async (request) => {
    const studio = loadPublicStudio(await publicStudiosRepository.findBySlug(app.db, request.params.studioSlug));
    return ok(await studiosRepository.features(app.db, studio.id));
  });

  app.get(
    '/api/customer/studios/:studioId/jobs',
    { schema: { response: { 200: pagedAnswer(CustomerJobAnswer) }, tags, summary: 'Published jobs of a studio (search, access code)', params: StudioParams, querystring: CustomerJobsQuery } },
    async (request, reply) => {
      const { code, search } = request.query;
      // The plain list, what every visit asks: the studio and the page in one read.
      const both = !code && !search ? await studioWithVisibleJobs(app.db, request.params.studioId, request.query) : null;
      if (both) {
        loadPublicStudio(both.studio);
        // Already JSON (the page's kept bytes, or those compressed as the browser accepts), sent as is: the
        // documented page, not a value to serialize.
        const answer = jobListAnswer(both.page, request.query);
        const encoding = preferredEncoding(request.headers['accept-encoding']);
        reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
        return encoding ? reply.header('content-encoding', encoding).send(answer.packed(encoding) as never) : reply.send(answer.json as never);
      }
      const studio = loadPublicStudio(await publicStudiosRepository.findById(app.db, request.params.studioId));
      const jobIds = request.query.code ? await resolveAccessCode(app.db, studio, request.query.code) : undefined;
      const { items, total } = await listVisibleJobs(app.db, studio, request.query, { search: request.query.search, jobIds });
      return paged(items, request.query, total);
    },
  );

  app.get(
    '/api/customer/studios/:studioId/jobs/:jobId',
    { schema: { response: { 200: pagedAnswer(CustomerJobAnswer) }, tags, summary: 'A list holding the job when customers may see it', params: StudioJobParams, querystring: PageParams } },
    async (request) => {
      const studio = loadPublicStudio(await publicStudiosRepository.findById(app.db, request.params.studioId));
      const { items, total } = await listVisibleJobs(app.db, studio, request.query, { jobIds: [request.params.jobId] });
      if (total === 0) throw notFound('Job not found');
      return paged(items, request.query, total);
    },
  );
}
