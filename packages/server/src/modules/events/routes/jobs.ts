import { JobAnswer, dataAnswer, pagedAnswer } from '@shutterday/domain/answers';
import { StudioJobsQuery } from '@shutterday/domain';
import type { FastifyInstance } from 'fastify';
import { ok, paged } from '../../../http/envelope';
import { notFound } from '../../../http/http-error';
import { typed } from '../../../http/type-provider';
import { jobsRepository } from '../repositories/jobs';
import { leaveJobMoneyOut } from './job-money';
import { StudioJobParams, StudioParams, tags } from '../../../http/studio-params';

export async function studioJobRoutes(instance: FastifyInstance): Promise<void> {
  const app = typed(instance);
  leaveJobMoneyOut(instance);

  app.get('/studios/:studioId/jobs', { schema: { response: { 200: pagedAnswer(JobAnswer) }, tags, summary: 'Every job of the studio (paged)', params: StudioParams, querystring: StudioJobsQuery } }, async (request) => {
    const { page, pageSize, search, prepay, galleries, state } = request.query;
    const { items, total } = await jobsRepository.list(app.db, request.params.studioId, { page, pageSize }, { search, prepay, galleries, state });
    return paged(items, request.query, total);
  });

  app.get('/studios/:studioId/jobs/:jobId', { schema: { response: { 200: dataAnswer(JobAnswer) }, tags, summary: 'One job', params: StudioJobParams } }, async (request) => {
    const job = await jobsRepository.find(app.db, request.params.studioId, request.params.jobId);
    if (!job) throw notFound('Job not found');
    return ok(job);
  });
}
