import type { NotificationCounts } from '@shutterday/domain/notifications';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPut } from '@shutterday/api-client';
import { studioJobKeys } from './studio-admin-jobs';
import { storeAnswer } from '../query-answer';

interface JobNotificationSettings {
  notifyParents: boolean;
}

/** The job's e-mails to parents: GET/PUT studioadmin/studios/{s}/jobs/{j}/notifications, GET …/counts. */
const path = (studioId: number, jobId: number) => `studioadmin/studios/${studioId}/jobs/${jobId}/notifications`;

export const jobNotificationKeys = (studioId: number, jobId: number) => {
  const all = [...studioJobKeys(studioId).detail(jobId), 'notifications'] as const;
  return { all, settings: [...all, 'settings'] as const, counts: [...all, 'counts'] as const };
};

export const getJobNotificationSettings = (studioId: number, jobId: number) => apiGet<JobNotificationSettings>(path(studioId, jobId));
export const putJobNotificationSettings = (studioId: number, jobId: number, body: JobNotificationSettings) => apiPut<JobNotificationSettings>(path(studioId, jobId), body);
export const getJobNotificationCounts = (studioId: number, jobId: number) => apiGet<NotificationCounts>(`${path(studioId, jobId)}/counts`);

export const useJobNotificationSettings = (studioId: number, jobId: number) =>
  useQuery(queryOptions({ queryKey: jobNotificationKeys(studioId, jobId).settings, queryFn: () => getJobNotificationSettings(studioId, jobId) }));

/** The counts move while the queue sends: refreshed every half minute while the page is open. */
export const useJobNotificationCounts = (studioId: number, jobId: number) =>
  useQuery(queryOptions({ queryKey: jobNotificationKeys(studioId, jobId).counts, queryFn: () => getJobNotificationCounts(studioId, jobId), refetchInterval: 30_000 }));

export function useSaveJobNotificationSettings(studioId: number, jobId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: JobNotificationSettings) => putJobNotificationSettings(studioId, jobId, body),
    onSuccess: (answer) => storeAnswer(client, jobNotificationKeys(studioId, jobId).settings, answer),
  });
}
