import { type JobSettingsByTab, type JobSettingsInputByTab, type JobSettingsTab } from '@shutterday/domain/staff';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { studioJobKeys } from './studio-admin-jobs';
import { organizationKeys } from './studio-admin-organizations';
import { apiGet, apiPut } from '@shutterday/api-client';
import { storeAnswer } from '../query-answer';

/** A job's settings tabs: GET/PUT studioadmin/studios/{s}/jobs/{j}/settings/{tab} (both editors use this path). */
const settingsPath = (studioId: number, jobId: number, tab: JobSettingsTab) => `studioadmin/studios/${studioId}/jobs/${jobId}/settings/${tab}`;

export const jobSettingsKeys = (studioId: number, jobId: number) => {
  const all = [...studioJobKeys(studioId).detail(jobId), 'settings'] as const;
  return { all, tab: (tab: JobSettingsTab) => [...all, tab] as const };
};

export const getJobSettings = <T extends JobSettingsTab>(studioId: number, jobId: number, tab: T) => apiGet<JobSettingsByTab[T]>(settingsPath(studioId, jobId, tab));
export const putJobSettings = <T extends JobSettingsTab>(studioId: number, jobId: number, tab: T, input: JobSettingsInputByTab[T]) =>
  apiPut<JobSettingsByTab[T]>(settingsPath(studioId, jobId, tab), input);

export const jobSettingsQuery = <T extends JobSettingsTab>(studioId: number, jobId: number, tab: T) =>
  queryOptions({ queryKey: jobSettingsKeys(studioId, jobId).tab(tab), queryFn: () => getJobSettings(studioId, jobId, tab) });
export const useJobSettings = <T extends JobSettingsTab>(studioId: number, jobId: number, tab: T) => useQuery(jobSettingsQuery(studioId, jobId, tab));

/**
 * Saves one tab. Every tab carries the job's record version, which the save moved on: the other tabs and
 * the job itself (its detail and the jobs lists show name, picture day, prepay and gallery) are refetched.
 */
export function useSaveJobSettings<T extends JobSettingsTab>(studioId: number, jobId: number, tab: T) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: JobSettingsInputByTab[T]) => putJobSettings(studioId, jobId, tab, input),
    onSuccess: async (answer) => {
      await storeAnswer(client, jobSettingsKeys(studioId, jobId).tab(tab), answer);
      await Promise.all([
        client.invalidateQueries({ queryKey: jobSettingsKeys(studioId, jobId).all, predicate: (query) => query.queryKey.at(-1) !== tab }),
        client.invalidateQueries({ queryKey: studioJobKeys(studioId).detail(jobId), exact: true }),
        client.invalidateQueries({ queryKey: studioJobKeys(studioId).lists() }),
        client.invalidateQueries({ queryKey: organizationKeys(studioId).all }),
      ]);
    },
  });
}
