import { type OrganizationJobDefaults, type OrganizationJobDefaultsUpdate } from '@shutterday/domain/staff';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPut, createQueryKeys } from '@shutterday/api-client';
import { storeAnswer } from '../query-answer';

const path = (studioId: number, organizationId: number) => `studioadmin/studios/${studioId}/organizations/${organizationId}/job-defaults`;
export const organizationJobDefaultsKeys = (studioId: number, organizationId: number) =>
  createQueryKeys('studioadmin', 'studios', studioId, 'organizations', organizationId, 'job-defaults');

/** The organization's defaults for its new jobs (its editor's Prepay and Gallery pages). */
export const getOrganizationJobDefaults = (studioId: number, organizationId: number) => apiGet<OrganizationJobDefaults>(path(studioId, organizationId));
export const saveOrganizationJobDefaults = (studioId: number, organizationId: number, input: OrganizationJobDefaultsUpdate) =>
  apiPut<OrganizationJobDefaults>(path(studioId, organizationId), input);

export const organizationJobDefaultsQuery = (studioId: number, organizationId: number) =>
  queryOptions({ queryKey: organizationJobDefaultsKeys(studioId, organizationId).all, queryFn: () => getOrganizationJobDefaults(studioId, organizationId) });
/** `enabled: false` while there is no organization yet (e.g. the new-job dialog before one is chosen). */
export const useOrganizationJobDefaults = (studioId: number, organizationId: number, options: { enabled?: boolean } = {}) =>
  useQuery({ ...organizationJobDefaultsQuery(studioId, organizationId), enabled: options.enabled ?? true });

/** Saves the whole defaults; the answer replaces the cached ones (nothing else changes: existing jobs keep theirs). */
export function useSaveOrganizationJobDefaults(studioId: number, organizationId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: OrganizationJobDefaultsUpdate) => saveOrganizationJobDefaults(studioId, organizationId, input),
    onSuccess: (answer) => storeAnswer(client, organizationJobDefaultsKeys(studioId, organizationId).all, answer),
  });
}

/** The defaults of organizations that never saved their own follow the studio's package preferences. */
export const isOrganizationJobDefaultsKey = (studioId: number) => (query: { queryKey: readonly unknown[] }) =>
  query.queryKey[2] === studioId && query.queryKey[3] === 'organizations' && query.queryKey[5] === 'job-defaults';
