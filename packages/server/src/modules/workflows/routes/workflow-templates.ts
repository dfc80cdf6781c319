import { pagedAnswer, WorkflowAnswer, WorkflowTemplateAnswer } from '@shutterday/domain/answers';
import { ResourceListQuery } from '@shutterday/domain';
import { WorkflowCreate, WorkflowUpdate, type WorkflowTemplate } from '@shutterday/domain/staff';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { paged } from '../../../http/envelope';
import { requireLogin } from '../../../http/guards';
import { typed } from '../../../http/type-provider';
import { resourceRoutes } from '../../resource/resource-routes';
import { workflowsRepository } from '../repositories/workflows';

/**
 * Under /api/admin: the system administrator keeps the platform's workflow templates (list, one, create,
 * update with its version, delete — which retires a template that jobs follow instead of taking it from them).
 */
export async function adminWorkflowRoutes(instance: FastifyInstance): Promise<void> {
  resourceRoutes(instance, {
    base: '/workflows', record: WorkflowAnswer, scopeParams: v.object({}), idParam: 'workflowId', label: 'Workflow', tags: ['system admin'],
    repository: workflowsRepository, createBody: WorkflowCreate, updateBody: WorkflowUpdate,
  });
}

/** `GET /api/v3/workflows`: the templates a studio may attach to a job, for any signed-in staff user. */
export async function staffWorkflowRoutes(instance: FastifyInstance): Promise<void> {
  const app = typed(instance);
  app.addHook('onRequest', requireLogin);
  app.get('', { schema: { response: { 200: pagedAnswer(WorkflowTemplateAnswer) }, tags: ['workflows'], summary: 'The workflow templates a job may follow (paged, search by name)', querystring: ResourceListQuery } }, async (request) => {
    // The templates are the platform's, not a studio's: the repository ignores the scope.
    const { items, total } = await workflowsRepository.list(app.db, { studioId: 0 }, request.query);
    // How many jobs follow a template counts other studios' jobs: that stays with the system administrator.
    return paged(items.map(({ usedByJobs: _used, ...template }): WorkflowTemplate => template), request.query, total);
  });
}
