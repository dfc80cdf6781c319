import { type JobPrintSummary } from '@shutterday/domain/staff';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { JobScope } from './studio-admin-job-catalog';
import { apiGet, apiGetFile, createQueryKeys } from '@shutterday/api-client';

export type JobPrintKind = 'camera-cards' | 'roster';

const jobPath = ({ studioId, jobId }: JobScope) => `studioadmin/studios/${studioId}/jobs/${jobId}`;
const printKeys = (scope: JobScope) => createQueryKeys('studioadmin', 'studios', scope.studioId, 'jobs', scope.jobId, 'print');

/** What the camera cards and the roster of the job will hold (counts of subjects and groups). */
export const jobPrintSummaryQuery = (scope: JobScope) =>
  queryOptions({ queryKey: printKeys(scope).all, queryFn: () => apiGet<JobPrintSummary>(`${jobPath(scope)}/print-summary`) });
export const useJobPrintSummary = (scope: JobScope) => useQuery(jobPrintSummaryQuery(scope));

/** The job's camera cards or roster as a PDF file (GET .../camera-cards.pdf, .../roster.pdf). */
export const downloadJobPrint = (scope: JobScope, kind: JobPrintKind) => apiGetFile(`${jobPath(scope)}/${kind}.pdf`, `${kind}.pdf`);
export const useDownloadJobPrint = (scope: JobScope, kind: JobPrintKind) => useMutation({ mutationFn: () => downloadJobPrint(scope, kind) });
