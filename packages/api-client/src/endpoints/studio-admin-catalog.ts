import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CatalogProduct, CouponCode, PackagePreferences, PackageSet, PackageSetWithPackages, StudioPackage } from '@shutterday/domain';
import { type PackagePreferencesUpdate } from '@shutterday/domain/staff';
import { type CouponCodeCreateInput, type CouponCodeUpdate, type PackageCreateInput, type PackageSetCreate, type PackageSetPackagesUpdate, type PackageSetUpdate, type PackageUpdate } from '@shutterday/domain/staff';
import { isOrganizationJobDefaultsKey } from './studio-admin-organization-defaults';
import type { StudioScope } from './studio-admin-organizations';
import { apiGet, apiPut, createQueryKeys, defineResource } from '@shutterday/api-client';
import { storeAnswer } from '../query-answer';

const studioPath = ({ studioId }: StudioScope) => `studioadmin/studios/${studioId}`;

/** The studio's packages (`type` filters the add-on type). */
export const packagesResource = defineResource<StudioPackage, PackageCreateInput, PackageUpdate, StudioScope>({ path: (scope) => `${studioPath(scope)}/packages` });
export const packageSetsResource = defineResource<PackageSet, PackageSetCreate, PackageSetUpdate, StudioScope>({ path: (scope) => `${studioPath(scope)}/package-sets` });
/** The studio's coupon codes (`type`: studio or job). */
export const couponCodesResource = defineResource<CouponCode, CouponCodeCreateInput, CouponCodeUpdate, StudioScope>({ path: (scope) => `${studioPath(scope)}/coupon-codes` });

const setPackagesKey = (studioId: number, packageSetId: number) => [...packageSetsResource.keys({ studioId }).detail(packageSetId), 'packages'] as const;

export const packageSetPackagesQuery = (studioId: number, packageSetId: number) =>
  queryOptions({ queryKey: setPackagesKey(studioId, packageSetId), queryFn: () => apiGet<PackageSetWithPackages>(`${studioPath({ studioId })}/package-sets/${packageSetId}/packages`) });
export const usePackageSetPackages = (studioId: number, packageSetId: number) => useQuery(packageSetPackagesQuery(studioId, packageSetId));

/** Add, remove and order a set's packages in one write; the set's count and the packages' set change with it. */
export function useSavePackageSetPackages(studioId: number, packageSetId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: PackageSetPackagesUpdate) => apiPut<PackageSetWithPackages>(`${studioPath({ studioId })}/package-sets/${packageSetId}/packages`, input),
    onSuccess: async (answer) => {
      await storeAnswer(client, setPackagesKey(studioId, packageSetId), answer);
      await Promise.all([
        client.invalidateQueries({ queryKey: packageSetsResource.keys({ studioId }).lists() }),
        client.invalidateQueries({ queryKey: packageSetsResource.keys({ studioId }).detail(packageSetId), exact: true }),
        client.invalidateQueries({ queryKey: packagesResource.keys({ studioId }).all }),
      ]);
    },
  });
}

const preferencesKeys = (studioId: number) => createQueryKeys('studioadmin', 'studios', studioId, 'package-preferences');
export const packagePreferencesQuery = (studioId: number) =>
  queryOptions({ queryKey: preferencesKeys(studioId).all, queryFn: () => apiGet<PackagePreferences>(`${studioPath({ studioId })}/package-preferences`) });
export const usePackagePreferences = (studioId: number) => useQuery(packagePreferencesQuery(studioId));
export function useSavePackagePreferences(studioId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: PackagePreferencesUpdate) => apiPut<PackagePreferences>(`${studioPath({ studioId })}/package-preferences`, input),
    onSuccess: async (answer) => {
      await storeAnswer(client, preferencesKeys(studioId).all, answer);
      await client.invalidateQueries({ predicate: isOrganizationJobDefaultsKey(studioId) });
    },
  });
}

/** The product catalogue a package item is picked from; it changes rarely. */
export const useCatalogProducts = (studioId: number) =>
  useQuery({ queryKey: createQueryKeys('studioadmin', 'studios', studioId, 'products').all, queryFn: () => apiGet<CatalogProduct[]>(`${studioPath({ studioId })}/products`), staleTime: 300_000 });
