import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PagedList } from '@shutterday/domain';
import type { FulfilmentMoveBody, FulfilmentMoveResult, FulfilmentOrderDetail, FulfilmentOrderRow, FulfilmentStatus, PrintFileInfo, ReprintBody, ShippingKind } from '@shutterday/domain/staff';
import { apiGet, apiGetFile, apiGetFileWithProgress, apiPost, createQueryKeys, toSearchParams } from '@shutterday/api-client';
import type { JobScope } from './studio-admin-job-catalog';
import { jobOrderKeys } from './studio-admin-job-orders';

export interface FulfilmentListParams {
  shipping: ShippingKind;
  status?: FulfilmentStatus;
  page?: number;
  pageSize?: number;
}

export const fulfilmentKeys = ({ studioId, jobId }: JobScope) => createQueryKeys('studioadmin', 'studios', studioId, 'jobs', jobId, 'fulfilment');
const base = ({ studioId, jobId }: JobScope) => `studioadmin/studios/${studioId}/jobs/${jobId}/fulfilment`;
const orderPath = (scope: JobScope, orderNumber: string) => `${base(scope)}/orders/${encodeURIComponent(orderNumber)}`;

/** While print files are still being made, the studio sees them arrive: lists and the order re-read every few seconds. */
const whileRendering = (progress: { ready: number; failed: number; total: number }) => progress.ready + progress.failed < progress.total;
const REFRESH_MS = 3000;

export const fulfilmentListQuery = (scope: JobScope, params: FulfilmentListParams) =>
  queryOptions({
    queryKey: fulfilmentKeys(scope).list(params),
    queryFn: () => apiGet<PagedList<FulfilmentOrderRow>>(`${base(scope)}/orders`, { searchParams: toSearchParams({ ...params }) }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.resultItems.some((row) => whileRendering(row.printFiles)) ? REFRESH_MS : false),
  });
export const useFulfilmentList = (scope: JobScope, params: FulfilmentListParams) => useQuery(fulfilmentListQuery(scope, params));

export const fulfilmentOrderQuery = (scope: JobScope, orderNumber: string) =>
  queryOptions({
    queryKey: fulfilmentKeys(scope).detail(orderNumber),
    queryFn: () => apiGet<FulfilmentOrderDetail>(orderPath(scope, orderNumber)),
    refetchInterval: (query) => (query.state.data && whileRendering(query.state.data.printFiles) ? REFRESH_MS : false),
  });
export const useFulfilmentOrder = (scope: JobScope, orderNumber: string) => useQuery(fulfilmentOrderQuery(scope, orderNumber));

/** Moves orders (or a whole list); the lists, the orders moved and the job's order pages change. */
export function useMoveOrders(scope: JobScope) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: FulfilmentMoveBody) => apiPost<FulfilmentMoveResult>(`${base(scope)}/status`, body),
    onSuccess: async () => {
      await Promise.all([client.invalidateQueries({ queryKey: fulfilmentKeys(scope).all }), client.invalidateQueries({ queryKey: jobOrderKeys(scope.studioId, scope.jobId).all })]);
    },
  });
}

export function useReprintItem(scope: JobScope, orderNumber: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ReprintBody) => apiPost<PrintFileInfo>(`${orderPath(scope, orderNumber)}/reprints`, body),
    onSuccess: async () => {
      await Promise.all([client.invalidateQueries({ queryKey: fulfilmentKeys(scope).detail(orderNumber) }), client.invalidateQueries({ queryKey: fulfilmentKeys(scope).lists() })]);
    },
  });
}

export const downloadPrintFile = (scope: JobScope, orderNumber: string, file: PrintFileInfo, size: 'full' | 'preview' = 'full') =>
  apiGetFile(`${orderPath(scope, orderNumber)}/print-files/${file.id}${size === 'preview' ? '?size=preview' : ''}`, file.fileName);
export const downloadWorkOrder = (scope: JobScope, orderNumber: string) => apiGetFile(`${orderPath(scope, orderNumber)}/work-order.pdf`, `work-order-${orderNumber}.pdf`);

const listQuery = (shipping: ShippingKind, orderNumbers: string[] | null) => new URLSearchParams(toSearchParams({ shipping, orders: orderNumbers?.length ? orderNumbers.join(',') : undefined })).toString();
export const downloadPackingList = (scope: JobScope, shipping: ShippingKind, orderNumbers: string[] | null) =>
  apiGetFile(`${base(scope)}/packing-list.pdf?${listQuery(shipping, orderNumbers)}`, `packing-list-${shipping}.pdf`);
export const downloadLabExport = (scope: JobScope, shipping: ShippingKind, orderNumbers: string[] | null, onProgress: (fraction: number) => void) =>
  apiGetFileWithProgress(`${base(scope)}/lab-export.zip?${listQuery(shipping, orderNumbers)}`, `lab-export-${shipping}.zip`, onProgress);
