import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { JobPromotion, Package, PackageSet, PackageSetWithPackages, PagedList } from '@shutterday/domain';
import { type PromotionCreateInput, type PromotionUpdate } from '@shutterday/domain/staff';
import { apiDelete, apiGet, apiPut, createQueryKeys, defineResource } from '@shutterday/api-client';

export type JobScope = { studioId: number; jobId: number };

const jobPath = ({ studioId, jobId }: JobScope) => `studioadmin/studios/${studioId}/jobs/${jobId}`;

/** A job's promotions (codes its customers enter at checkout). */
export const promotionsResource = defineResource<JobPromotion, PromotionCreateInput, PromotionUpdate, JobScope>({ path: (scope) => `${jobPath(scope)}/promotions` });

const jobSetKeys = (scope: JobScope) => createQueryKeys('studioadmin', 'studios', scope.studioId, 'jobs', scope.jobId, 'package-sets');
const jobPackagesKeys = (scope: JobScope) => createQueryKeys('studioadmin', 'studios', scope.studioId, 'jobs', scope.jobId, 'packages');

export const jobPackageSetsQuery = (scope: JobScope) =>
  queryOptions({ queryKey: jobSetKeys(scope).lists(), queryFn: () => apiGet<PagedList<PackageSet>>(`${jobPath(scope)}/package-sets`) });
export const useJobPackageSets = (scope: JobScope) => useQuery(jobPackageSetsQuery(scope));

export const jobPackageSetQuery = (scope: JobScope, packageSetId: number) =>
  queryOptions({ queryKey: jobSetKeys(scope).detail(packageSetId), queryFn: () => apiGet<PackageSetWithPackages & { assigned: boolean }>(`${jobPath(scope)}/package-sets/${packageSetId}`) });
export const useJobPackageSet = (scope: JobScope, packageSetId: number) => useQuery(jobPackageSetQuery(scope, packageSetId));

/** The packages the job offers through its sets (the admin job editor's packages listing). */
export const useStudioJobPackages = (scope: JobScope) => useQuery({ queryKey: jobPackagesKeys(scope).all, queryFn: () => apiGet<Package[]>(`${jobPath(scope)}/packages`) });

/** Offer (assigned true) or stop offering a set in the job: its sets and its packages change. */
export function useAssignJobPackageSet(scope: JobScope) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ packageSetId, assigned }: { packageSetId: number; assigned: boolean }) =>
      assigned ? apiPut<PackageSet[]>(`${jobPath(scope)}/package-sets/${packageSetId}`, {}) : apiDelete<PackageSet[]>(`${jobPath(scope)}/package-sets/${packageSetId}`),
    onSuccess: async () => {
      await Promise.all([client.invalidateQueries({ queryKey: jobSetKeys(scope).all }), client.invalidateQueries({ queryKey: jobPackagesKeys(scope).all })]);
    },
  });
}
