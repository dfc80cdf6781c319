import { type StudioSubject, type SubjectBulkResult, type SubjectBulkRow, type SubjectCreateInput, type SubjectGroup, type SubjectGroupCreate, type SubjectGroupUpdate, type SubjectUpdate } from '@shutterday/domain/staff';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JobScope } from './studio-admin-job-catalog';
import { http, unwrap, defineResource } from '@shutterday/api-client';

/** A job's roster scope; the organization editor knows the organization and uses spec §7's v3 paths. */
export type SubjectScope = JobScope & { organizationId?: number };

const subjectsPath = ({ studioId, jobId, organizationId }: SubjectScope) =>
  organizationId ? `v3/studioadmin/studios/${studioId}/organizations/${organizationId}/jobs/${jobId}/subjects` : `studioadmin/studios/${studioId}/jobs/${jobId}/subjects`;

/**
 * A job's subjects. Lists answer `StudioSubject`; one subject (`get`, `useDetail`, and the answers of create
 * and update) is a `StudioSubjectDetail` with its photos and orders.
 */
export const subjectsResource = defineResource<StudioSubject, SubjectCreateInput, SubjectUpdate, SubjectScope>({ path: subjectsPath });

/** A job's groups (classes or teams). */
export const subjectGroupsResource = defineResource<SubjectGroup, SubjectGroupCreate, SubjectGroupUpdate, JobScope>({
  path: ({ studioId, jobId }) => `studioadmin/studios/${studioId}/jobs/${jobId}/subject-groups`,
});

/** `POST .../subjects/bulk`: one chunk of an import (at most SUBJECT_BULK_LIMIT rows), all or nothing. */
export const bulkImportSubjects = (scope: SubjectScope & { organizationId: number }, subjects: SubjectBulkRow[], returnData = false) =>
  unwrap<SubjectBulkResult>(http.ky.post(`${subjectsPath(scope)}/bulk`, { json: { subjects }, searchParams: returnData ? { returnData: 'true' } : {} }));

/** An import's chunks: after each one the subjects and groups of the job are out of date, nothing else. */
export function useBulkImportSubjects(scope: SubjectScope & { organizationId: number }) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (subjects: SubjectBulkRow[]) => bulkImportSubjects(scope, subjects),
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: subjectsResource.keys(scope).all }),
        client.invalidateQueries({ queryKey: subjectsResource.keys({ studioId: scope.studioId, jobId: scope.jobId }).all }),
        client.invalidateQueries({ queryKey: subjectGroupsResource.keys(scope).all }),
      ]);
    },
  });
}
