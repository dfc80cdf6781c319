import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EnteredOrder, EntryContact, EntryContactInput, EntryPackage, EntrySubject, EnvelopeInput } from '@shutterday/domain/staff';
import { apiGet, apiPost, createQueryKeys } from '@shutterday/api-client';
import { jobOrderKeys } from './studio-admin-job-orders';
import { studioReportKeys } from './studio-admin-reports';
import { studioKeys } from './studio-admin-studio';

/** Envelope entry of one job (organization editor and system administrator): paths name the job's organization. */
export interface EntryScope {
  studioId: number;
  organizationId: number;
  jobId: number;
}

const jobPath = ({ studioId, organizationId, jobId }: EntryScope) => `studioadmin/studios/${studioId}/organizations/${organizationId}/jobs/${jobId}`;
export const entryKeys = (scope: EntryScope) => createQueryKeys('studioadmin', 'studios', scope.studioId, 'jobs', scope.jobId, 'entry');

export const entryPackagesQuery = (scope: EntryScope) =>
  queryOptions({ queryKey: entryKeys(scope).detail('packages'), queryFn: () => apiGet<EntryPackage[]>(`${jobPath(scope)}/entry/packages`) });
export const useEntryPackages = (scope: EntryScope) => useQuery(entryPackagesQuery(scope));

export const entrySubjectsQuery = (scope: EntryScope, search: string) =>
  queryOptions({
    queryKey: entryKeys(scope).list({ search }),
    queryFn: () => apiGet<EntrySubject[]>(`${jobPath(scope)}/entry/subjects`, { searchParams: { search } }),
    placeholderData: keepPreviousData,
  });
export const useEntrySubjects = (scope: EntryScope, search: string) => useQuery(entrySubjectsQuery(scope, search));

/** POST .../checkout/contact: the entry order contact (spec §7). */
export const saveEntryContact = (scope: EntryScope, contact: EntryContactInput) => apiPost<EntryContact>(`${jobPath(scope)}/checkout/contact`, contact);
export const saveEnvelope = (scope: EntryScope, envelope: EnvelopeInput) => apiPost<EnteredOrder>(`${jobPath(scope)}/entry/orders`, envelope);

/**
 * Saves one envelope: its contact, then its order, both under the envelope's key, so a retry after a lost
 * answer finds the order the first attempt made. A new order changes the job's orders, reports and totals.
 */
export function useSaveEnvelope(scope: EntryScope) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ contact, envelope }: { contact: Omit<EntryContactInput, 'entryKey'>; envelope: EnvelopeInput }) => {
      await saveEntryContact(scope, { ...contact, entryKey: envelope.entryKey });
      return saveEnvelope(scope, envelope);
    },
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: jobOrderKeys(scope.studioId, scope.jobId).all }),
        client.invalidateQueries({ queryKey: studioReportKeys(scope.studioId).all }),
        client.invalidateQueries({ queryKey: studioKeys.detail(scope.studioId) }),
      ]);
    },
  });
}
