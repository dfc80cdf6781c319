import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Job } from '@shutterday/domain';
import { type JobCreateInput, type JobStateAction, type JobUpdate } from '@shutterday/domain/staff';
import { studioJobKeys } from './studio-admin-jobs';
import { organizationKeys } from './studio-admin-organizations';
import { apiPost, defineResource } from '@shutterday/api-client';
import { storeAnswer } from '../query-answer';

export type OrganizationScope = { studioId: number; organizationId: number };

/** A job as a resource of its organization: .../studios/{s}/organizations/{o}/jobs (create, get, update). */
const jobsPath = ({ studioId, organizationId }: OrganizationScope) => `studioadmin/studios/${studioId}/organizations/${organizationId}/jobs`;
export const organizationJobsResource = defineResource<Job, JobCreateInput, JobUpdate, OrganizationScope>({ path: jobsPath });

/** POST .../jobs/{jobId}/publish | unpublish | archive with the record version the job was read at (409 when stale). */
export const changeJobState = (scope: OrganizationScope, jobId: number, action: JobStateAction, recordVersion: number) =>
  apiPost<Job>(`${jobsPath(scope)}/${jobId}/${action}`, { recordVersion });

/**
 * A job write changes: the job's own detail (both paths), the organization's jobs lists, the studio's jobs
 * lists, and the organizations list and detail (their job count) — not another organization's jobs.
 */
async function refreshAfterJobWrite(client: QueryClient, studioId: number, job: Job): Promise<void> {
  const scope = { studioId, organizationId: job.organizationId };
  await Promise.all([storeAnswer(client, organizationJobsResource.keys(scope).detail(job.id), job), storeAnswer(client, studioJobKeys(studioId).detail(job.id), job)]);
  await Promise.all([
    client.invalidateQueries({ queryKey: organizationJobsResource.keys(scope).lists() }),
    client.invalidateQueries({ queryKey: studioJobKeys(studioId).lists() }),
    client.invalidateQueries({ queryKey: organizationKeys(studioId).lists() }),
    client.invalidateQueries({ queryKey: organizationKeys(studioId).detail(job.organizationId) }),
  ]);
}

/** Creates a job in the organization the input names (the studio jobs list picks it; the organization page fixes it). */
export function useCreateJob(studioId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ organizationId, input }: { organizationId: number; input: JobCreateInput }) => organizationJobsResource.create({ studioId, organizationId }, input),
    onSuccess: (job) => refreshAfterJobWrite(client, studioId, job),
  });
}

/** Publish, unpublish or archive a job as it was read (its organization and record version). */
export function useChangeJobState(studioId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ job, action }: { job: Pick<Job, 'id' | 'organizationId' | 'recordVersion'>; action: JobStateAction }) =>
      changeJobState({ studioId, organizationId: job.organizationId }, job.id, action, job.recordVersion),
    onSuccess: (job) => refreshAfterJobWrite(client, studioId, job),
  });
}
