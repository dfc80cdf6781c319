import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CustomerStudio, Feature, StudioLookup } from '@shutterday/domain';
import { apiGet } from '../http/client';
import { createQueryKeys } from '../query-keys';

export const customerStudioKeys = createQueryKeys('customer', 'studios');
export const studioLookupKeys = createQueryKeys('customer', 'studio-lookup');

export const getCustomerStudio = (slug: string) => apiGet<CustomerStudio>(`customer/studios/${encodeURIComponent(slug)}`);

export const getCustomerStudioFeatures = (slug: string) =>
  apiGet<Feature[]>(`customer/studios/${encodeURIComponent(slug)}/features`);

/** The studio lookup by job: studioWebUrl is the slug of the customer routes. */
export const getStudioByJob = (jobId: number) => apiGet<StudioLookup>(`customer/jobs/${jobId}/studio`);

export const customerStudioQuery = (slug: string) =>
  queryOptions({ queryKey: customerStudioKeys.detail(slug), queryFn: () => getCustomerStudio(slug) });

export const customerStudioFeaturesQuery = (slug: string) =>
  queryOptions({ queryKey: [...customerStudioKeys.detail(slug), 'features'], queryFn: () => getCustomerStudioFeatures(slug) });

export const studioByJobQuery = (jobId: number) =>
  queryOptions({ queryKey: studioLookupKeys.detail(jobId), queryFn: () => getStudioByJob(jobId) });

export const useCustomerStudio = (slug: string) => useQuery(customerStudioQuery(slug));
export const useCustomerStudioFeatures = (slug: string) => useQuery(customerStudioFeaturesQuery(slug));
export const useStudioByJob = (jobId: number) => useQuery(studioByJobQuery(jobId));
