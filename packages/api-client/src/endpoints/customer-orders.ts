import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { OrderSearchQuery, OrderSearchResult } from '@shutterday/domain';
import { apiGet } from '../http/client';
import { createQueryKeys } from '../query-keys';

export const customerOrderKeys = createQueryKeys('customer', 'orders');

/** The home page's lookup; the server answers 404 when nothing matches. */
export const searchOrder = ({ orderNumber, email }: OrderSearchQuery) =>
  apiGet<OrderSearchResult>('customer/cart/search/', { searchParams: { orderNumber, email } });

export interface OrderByNumberParams {
  jobId: number;
  orderNumber: string;
  email: string;
}

export const getOrderByNumber = ({ jobId, orderNumber, email }: OrderByNumberParams) =>
  apiGet<OrderSearchResult>(`customer/jobs/${jobId}/orders/${encodeURIComponent(orderNumber)}`, { searchParams: { email } });

export const orderByNumberQuery = (params: OrderByNumberParams) =>
  queryOptions({ queryKey: customerOrderKeys.detail(`${params.jobId}/${params.orderNumber}/${params.email}`), queryFn: () => getOrderByNumber(params) });

export const useOrderByNumber = (params: OrderByNumberParams, options: { enabled?: boolean } = {}) =>
  useQuery({ ...orderByNumberQuery(params), ...options });

export const useSearchOrder = () => useMutation({ mutationFn: searchOrder });
