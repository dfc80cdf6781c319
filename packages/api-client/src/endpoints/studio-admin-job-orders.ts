import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderMethod, OrderSearchResult, PagedList } from '@shutterday/domain';
import type { JobOrderSummary, OrderStatus } from '@shutterday/domain/staff';
import { apiGet, createQueryKeys, toSearchParams } from '@shutterday/api-client';

export interface JobOrdersParams {
  page?: number;
  search?: string;
  orderMethod?: OrderMethod;
  status?: OrderStatus;
}

export const jobOrderKeys = (studioId: number, jobId: number) => createQueryKeys('studioadmin', 'studios', studioId, 'jobs', jobId, 'orders');

const base = (studioId: number, jobId: number) => `studioadmin/studios/${studioId}/jobs/${jobId}/orders`;

export const getJobOrders = (studioId: number, jobId: number, params: JobOrdersParams = {}) =>
  apiGet<PagedList<JobOrderSummary>>(base(studioId, jobId), { searchParams: toSearchParams({ ...params }) });
export const getJobOrder = (studioId: number, jobId: number, orderNumber: string) => apiGet<OrderSearchResult>(`${base(studioId, jobId)}/${encodeURIComponent(orderNumber)}`);

export const jobOrdersQuery = (studioId: number, jobId: number, params: JobOrdersParams = {}) =>
  queryOptions({ queryKey: jobOrderKeys(studioId, jobId).list(params), queryFn: () => getJobOrders(studioId, jobId, params), placeholderData: keepPreviousData });
export const jobOrderQuery = (studioId: number, jobId: number, orderNumber: string) =>
  queryOptions({ queryKey: jobOrderKeys(studioId, jobId).detail(orderNumber), queryFn: () => getJobOrder(studioId, jobId, orderNumber) });

export const useJobOrders = (studioId: number, jobId: number, params: JobOrdersParams = {}) => useQuery(jobOrdersQuery(studioId, jobId, params));
export const useJobOrder = (studioId: number, jobId: number, orderNumber: string) => useQuery(jobOrderQuery(studioId, jobId, orderNumber));
