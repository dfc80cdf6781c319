import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { OrderMethod, PagedList } from '@shutterday/domain';
import type { JobOrder, JobOrderSummary, OrderStatus, RecordPaymentBody, RefundOrderBody } from '@shutterday/domain/staff';
import { apiGet, apiPost, createQueryKeys, toSearchParams } from '@shutterday/api-client';
import { studioJobKeys } from './studio-admin-jobs';
import { studioReportKeys } from './studio-admin-reports';
import { studioKeys } from './studio-admin-studio';
import { storeAnswer } from '../query-answer';

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
export const getJobOrder = (studioId: number, jobId: number, orderNumber: string) => apiGet<JobOrder>(`${base(studioId, jobId)}/${encodeURIComponent(orderNumber)}`);

export const jobOrdersQuery = (studioId: number, jobId: number, params: JobOrdersParams = {}) =>
  queryOptions({ queryKey: jobOrderKeys(studioId, jobId).list(params), queryFn: () => getJobOrders(studioId, jobId, params), placeholderData: keepPreviousData });
export const jobOrderQuery = (studioId: number, jobId: number, orderNumber: string) =>
  queryOptions({ queryKey: jobOrderKeys(studioId, jobId).detail(orderNumber), queryFn: () => getJobOrder(studioId, jobId, orderNumber) });

export const useJobOrders = (studioId: number, jobId: number, params: JobOrdersParams = {}) => useQuery(jobOrdersQuery(studioId, jobId, params));
export const useJobOrder = (studioId: number, jobId: number, orderNumber: string) => useQuery(jobOrderQuery(studioId, jobId, orderNumber));

/** A refund of an order: nothing more gives back all that is left; `lineIds` those lines; `amount` that many cents. */
export type RefundJobOrderRequest = RefundOrderBody & { orderNumber: string };

/** POST .../orders/{orderNumber}/refund; the order comes back with the refund in it. */
export const refundJobOrder = (studioId: number, jobId: number, { orderNumber, ...body }: RefundJobOrderRequest) =>
  apiPost<JobOrder>(`${base(studioId, jobId)}/${encodeURIComponent(orderNumber)}/refund`, body);

/** What a change of an order's money touches: the order, the job's order lists and paid totals, the studio's reports and earned totals. */
async function refreshOrderMoney(client: QueryClient, studioId: number, jobId: number, order: JobOrder): Promise<void> {
  await storeAnswer(client, jobOrderKeys(studioId, jobId).detail(order.orderNumber), order);
  await Promise.all([
    client.invalidateQueries({ queryKey: jobOrderKeys(studioId, jobId).lists() }),
    client.invalidateQueries({ queryKey: studioJobKeys(studioId).all }),
    client.invalidateQueries({ queryKey: studioReportKeys(studioId).all }),
    // The studio home's earned totals.
    client.invalidateQueries({ queryKey: studioKeys.detail(studioId) }),
  ]);
}

/** A refund changes the order, the job's order lists and paid totals, the studio's reports and earned totals. */
export function useRefundJobOrder(studioId: number, jobId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: RefundJobOrderRequest) => refundJobOrder(studioId, jobId, request),
    onSuccess: (order) => refreshOrderMoney(client, studioId, jobId, order),
  });
}

export type RecordJobOrderPaymentRequest = RecordPaymentBody & { orderNumber: string };

/** POST .../orders/{orderNumber}/payment: the school paid an order entered unpaid; the order comes back paid. */
export const recordJobOrderPayment = (studioId: number, jobId: number, { orderNumber, ...body }: RecordJobOrderPaymentRequest) =>
  apiPost<JobOrder>(`${base(studioId, jobId)}/${encodeURIComponent(orderNumber)}/payment`, body);

/** Recording a payment moves the order into every paid figure, as a refund moves it out. */
export function useRecordJobOrderPayment(studioId: number, jobId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: RecordJobOrderPaymentRequest) => recordJobOrderPayment(studioId, jobId, request),
    onSuccess: (order) => refreshOrderMoney(client, studioId, jobId, order),
  });
}
