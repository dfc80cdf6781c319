import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PagedList } from '@shutterday/domain';
import type { JobWorkflow, WorkflowCreate, WorkflowRecord, WorkflowStepDone, WorkflowTemplate, WorkflowUpdate } from '@shutterday/domain/staff';
import { apiDelete, apiGet, apiPut, createQueryKeys, defineResource, toSearchParams, type ResourceListParams } from '@shutterday/api-client';
import { storeAnswer } from '../query-answer';

/** The platform's workflow templates (GET, POST /api/admin/workflows; GET, PUT, DELETE .../{id}): the system admin's. */
export const workflowsResource = defineResource<WorkflowRecord, WorkflowCreate, WorkflowUpdate, void>({ path: () => 'admin/workflows' });

const templateKeys = createQueryKeys('v3', 'workflows');

/** `GET /api/v3/workflows`: the templates a job may follow (any signed-in staff user). */
export const workflowTemplatesQuery = (params: ResourceListParams = {}) =>
  queryOptions({ queryKey: templateKeys.list(params), queryFn: () => apiGet<PagedList<WorkflowTemplate>>('v3/workflows', { searchParams: toSearchParams(params) }), placeholderData: keepPreviousData });
export const useWorkflowTemplates = (params: ResourceListParams = {}) => useQuery(workflowTemplatesQuery(params));

export type JobWorkflowScope = { studioId: number; jobId: number };
const jobWorkflowsPath = ({ studioId, jobId }: JobWorkflowScope) => `studioadmin/studios/${studioId}/jobs/${jobId}/workflows`;
const jobWorkflowKeys = (scope: JobWorkflowScope) => createQueryKeys('studioadmin', 'studios', scope.studioId, 'jobs', scope.jobId, 'workflows');

/** The workflows a job follows, each step with its tick. */
export const jobWorkflowsQuery = (scope: JobWorkflowScope) =>
  queryOptions({ queryKey: jobWorkflowKeys(scope).lists(), queryFn: () => apiGet<PagedList<JobWorkflow>>(jobWorkflowsPath(scope)) });
export const useJobWorkflows = (scope: JobWorkflowScope) => useQuery(jobWorkflowsQuery(scope));

/** Every write answers the job's whole list: it becomes the list as it is now. */
function useJobWorkflowWrite<TInput>(scope: JobWorkflowScope, write: (input: TInput) => Promise<PagedList<JobWorkflow>>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (list) => storeAnswer(client, jobWorkflowKeys(scope).lists(), list),
  });
}

export const useAttachJobWorkflow = (scope: JobWorkflowScope) =>
  useJobWorkflowWrite(scope, (workflowId: number) => apiPut<PagedList<JobWorkflow>>(`${jobWorkflowsPath(scope)}/${workflowId}`, {}));

export const useDetachJobWorkflow = (scope: JobWorkflowScope) =>
  useJobWorkflowWrite(scope, (workflowId: number) => apiDelete<PagedList<JobWorkflow>>(`${jobWorkflowsPath(scope)}/${workflowId}`));

export const useTickWorkflowStep = (scope: JobWorkflowScope) =>
  useJobWorkflowWrite(scope, ({ workflowId, stepId, done }: { workflowId: number; stepId: number } & WorkflowStepDone) =>
    apiPut<PagedList<JobWorkflow>>(`${jobWorkflowsPath(scope)}/${workflowId}/steps/${stepId}`, { done }));
