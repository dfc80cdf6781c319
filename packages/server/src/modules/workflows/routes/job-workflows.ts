import { JobWorkflowAnswer, pagedAnswer } from '@shutterday/domain/answers';
import { EntityId, notFoundMessage } from '@shutterday/domain';
import { AttachWorkflow, WORKFLOW_LIMITS, WORKFLOW_MESSAGES, WorkflowStepDone } from '@shutterday/domain/staff';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { paged } from '../../../http/envelope';
import { currentUser } from '../../../http/guards';
import { conflict, notFound } from '../../../http/http-error';
import { StudioJobParams, tags } from '../../../http/studio-params';
import { typed } from '../../../http/type-provider';
import { jobInStudio } from '../../catalog';
import { STUDIO_WRITE } from '../../resource/write-permissions';
import { jobWorkflowsRepository } from '../repositories/job-workflows';

const JobWorkflowParams = v.object({ studioId: EntityId, jobId: EntityId, workflowId: EntityId });
const JobWorkflowStepParams = v.object({ ...JobWorkflowParams.entries, stepId: EntityId });

/**
 * The job's Workflows tab (`/api/studioadmin/studios/{studioId}/jobs/{jobId}/workflows...`): the workflows the
 * job follows with their ticks, attach and detach one, tick and untick a step. Every answer is the job's
 * whole list, so the page shows what a colleague did meanwhile too.
 */
export async function jobWorkflowRoutes(instance: FastifyInstance): Promise<void> {
  const app = typed(instance);
  const requireJob = async (request: FastifyRequest) => {
    const { studioId, jobId } = request.params as { studioId: number; jobId: number };
    if (!(await jobInStudio(app.db, { studioId, jobId }))) throw notFound(notFoundMessage('Job'));
  };
  const answer = async (jobId: number) => {
    const items = await jobWorkflowsRepository.list(app.db, jobId);
    return paged(items, { page: 1, pageSize: WORKFLOW_LIMITS.perJob }, items.length);
  };
  const missingWorkflow = () => notFound(notFoundMessage('Workflow'));
  const base = '/studios/:studioId/jobs/:jobId/workflows';
  const config = { permissions: STUDIO_WRITE };

  app.get(base, { preHandler: requireJob, schema: { response: { 200: pagedAnswer(JobWorkflowAnswer) }, tags, summary: "The workflows a job follows, with each step's tick", params: StudioJobParams } }, async (request) =>
    answer(request.params.jobId),
  );

  // Idempotent, like offering a package set: attaching twice changes nothing.
  app.put(`${base}/:workflowId`, { preHandler: requireJob, config, schema: { response: { 200: pagedAnswer(JobWorkflowAnswer) }, tags, summary: 'Attach a workflow template to a job', params: JobWorkflowParams, body: AttachWorkflow } }, async (request) => {
    const { jobId, workflowId } = request.params;
    const result = await jobWorkflowsRepository.attach(app.db, jobId, workflowId, WORKFLOW_LIMITS.perJob);
    if (result === 'no-template') throw missingWorkflow();
    if (result === 'full') throw conflict(WORKFLOW_MESSAGES.tooManyForJob);
    return answer(jobId);
  });

  app.delete(`${base}/:workflowId`, { preHandler: requireJob, config, schema: { response: { 200: pagedAnswer(JobWorkflowAnswer) }, tags, summary: 'Detach a workflow from a job (its ticks go with it)', params: JobWorkflowParams } }, async (request) => {
    const { jobId, workflowId } = request.params;
    if (!(await jobWorkflowsRepository.detach(app.db, jobId, workflowId))) throw missingWorkflow();
    return answer(jobId);
  });

  app.put(`${base}/:workflowId/steps/:stepId`, { preHandler: requireJob, config, schema: { response: { 200: pagedAnswer(JobWorkflowAnswer) }, tags, summary: "Tick or untick a step of a job's workflow", params: JobWorkflowStepParams, body: WorkflowStepDone } }, async (request) => {
    const { jobId, workflowId, stepId } = request.params;
    if (!(await jobWorkflowsRepository.hasStep(app.db, jobId, workflowId, stepId))) throw notFound(notFoundMessage('Step'));
    const { id, name } = currentUser(request);
    if (!(await jobWorkflowsRepository.setStep(app.db, { jobId, workflowId, stepId }, request.body.done, { id, name }))) throw missingWorkflow();
    return answer(jobId);
  });
}
