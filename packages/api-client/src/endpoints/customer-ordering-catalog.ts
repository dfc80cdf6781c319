import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  CustomerGreenScreen, CustomerJobAvailability, CustomerJobPreferences, CustomerJobServices, CustomerPackage, CustomerSubject,
  OrderMethod, SubjectMatch, SubjectSearchQuery,
} from '@shutterday/domain';
import { apiGet } from '../http/client';
import { toSearchParams } from '../http/search-params';
import { createQueryKeys } from '../query-keys';

/** What a job offers before the cart: availability, preferences, services, green screens, packages, subjects. */
export const orderingJobKeys = createQueryKeys('customer', 'ordering-job');
export const subjectKeys = createQueryKeys('customer', 'subjects');

const job = (jobId: number) => `customer/jobs/${jobId}`;

export const getJobAvailability = (jobId: number) => apiGet<CustomerJobAvailability>(`${job(jobId)}/availability`);
export const getJobPreferences = (studioId: number, jobId: number) =>
  apiGet<CustomerJobPreferences>(`customer/studios/${studioId}/jobs/${jobId}/job-preferences`);
export const getJobServices = (studioId: number, jobId: number) =>
  apiGet<CustomerJobServices>(`customer/studios/${studioId}/jobs/${jobId}/services`);
export const getGreenScreens = (jobId: number) => apiGet<CustomerGreenScreen[]>(`${job(jobId)}/greenscreens`);
export const getJobPackages = (jobId: number, orderMethod: OrderMethod) =>
  apiGet<CustomerPackage[]>(`${job(jobId)}/packages`, { searchParams: { orderMethod } });
export const searchSubjects = (jobId: number, query: Partial<SubjectSearchQuery>) =>
  apiGet<SubjectMatch[]>(`${job(jobId)}/subjects/search`, { searchParams: toSearchParams({ ...query }) });
/** `token` is the subjectToken a search answered. */
export const getSubject = (jobId: number, subjectId: number, token: string) =>
  apiGet<CustomerSubject>(`${job(jobId)}/subjects/${subjectId}`, { searchParams: { token } });

export const jobAvailabilityQuery = (jobId: number) =>
  queryOptions({ queryKey: [...orderingJobKeys.detail(jobId), 'availability'], queryFn: () => getJobAvailability(jobId) });
export const jobPreferencesQuery = (studioId: number, jobId: number) =>
  queryOptions({ queryKey: [...orderingJobKeys.detail(jobId), 'preferences'], queryFn: () => getJobPreferences(studioId, jobId) });
export const jobServicesQuery = (studioId: number, jobId: number) =>
  queryOptions({ queryKey: [...orderingJobKeys.detail(jobId), 'services'], queryFn: () => getJobServices(studioId, jobId) });
export const greenScreensQuery = (jobId: number) =>
  queryOptions({ queryKey: [...orderingJobKeys.detail(jobId), 'greenscreens'], queryFn: () => getGreenScreens(jobId) });
export const jobPackagesQuery = (jobId: number, orderMethod: OrderMethod) =>
  queryOptions({ queryKey: [...orderingJobKeys.detail(jobId), 'packages', orderMethod], queryFn: () => getJobPackages(jobId, orderMethod) });
export const subjectSearchQuery = (jobId: number, query: Partial<SubjectSearchQuery>) =>
  queryOptions({ queryKey: subjectKeys.list({ jobId, ...query }), queryFn: () => searchSubjects(jobId, query) });
export const subjectQuery = (jobId: number, subjectId: number, token: string) =>
  queryOptions({ queryKey: subjectKeys.detail(`${jobId}/${subjectId}`), queryFn: () => getSubject(jobId, subjectId, token) });

export const useJobAvailability = (jobId: number) => useQuery(jobAvailabilityQuery(jobId));
export const useJobPreferences = (studioId: number, jobId: number) => useQuery(jobPreferencesQuery(studioId, jobId));
export const useJobServices = (studioId: number, jobId: number) => useQuery(jobServicesQuery(studioId, jobId));
export const useGreenScreens = (jobId: number) => useQuery(greenScreensQuery(jobId));
export const useJobPackages = (jobId: number, orderMethod: OrderMethod) => useQuery(jobPackagesQuery(jobId, orderMethod));
/** Runs only once the query is complete enough for the server's rule (code, or first and last name). */
export const useSubjectSearch = (jobId: number, query: Partial<SubjectSearchQuery>) =>
  useQuery({ ...subjectSearchQuery(jobId, query), enabled: Boolean(query.code || (query.firstName && query.lastName)) });
export const useSubject = (jobId: number, subjectId: number, token: string | null) =>
  useQuery({ ...subjectQuery(jobId, subjectId, token ?? ''), enabled: Boolean(token) });
