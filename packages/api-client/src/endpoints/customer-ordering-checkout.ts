import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AddressValidation, CheckoutDetailsRequest, CheckoutState, CheckoutTotals, DownloadLinkDetails, OrderConfirmation, PromoRequest,
  SubmitCheckoutRequest, ValidateAddressRequest,
} from '@shutterday/domain';
import { apiGet } from '../http/client';
import { createQueryKeys } from '../query-keys';
import { cartDelete, cartGet, cartPost, rotateCartKey } from './customer-ordering-cart-key';
import { cartKeys, checkoutKeys } from './customer-ordering-cart';

/** Checkout of the job's cart: details, totals, promo, address check, submit; then the order and its downloads. */
export const orderConfirmationKeys = createQueryKeys('customer', 'order-confirmation');
export const downloadKeys = createQueryKeys('customer', 'downloads');

const checkout = (jobId: number) => `customer/jobs/${jobId}/checkout`;

export const getCheckout = (jobId: number) => cartGet<CheckoutState>(checkout(jobId));
export const postCheckout = (jobId: number, request: CheckoutDetailsRequest) => cartPost<CheckoutState>(checkout(jobId), request);
export const getCheckoutTotals = (jobId: number) => cartGet<CheckoutTotals>(`${checkout(jobId)}/totals`);
export const applyPromo = (jobId: number, request: PromoRequest) => cartPost<CheckoutTotals>(`${checkout(jobId)}/promo`, request);
export const removePromo = (jobId: number) => cartDelete<CheckoutTotals>(`${checkout(jobId)}/promo`);
export const validateAddress = (jobId: number, request: ValidateAddressRequest) =>
  cartPost<AddressValidation>(`${checkout(jobId)}/validateaddress`, request);
export const submitCheckout = (jobId: number, request: SubmitCheckoutRequest) => cartPost<OrderConfirmation>(`${checkout(jobId)}/submit`, request);
export const getOrderConfirmation = (jobId: number, orderNumber: string, email: string) =>
  apiGet<OrderConfirmation>(`customer/jobs/${jobId}/orders/${encodeURIComponent(orderNumber)}`, { searchParams: { email } });
export const getDownloadDetails = (linkId: string) => apiGet<DownloadLinkDetails>(`customer/downloads/${encodeURIComponent(linkId)}/details`);
/** The file itself, for an <a href download>. */
export const downloadFileUrl = (linkId: string) => `/api/customer/downloads/${encodeURIComponent(linkId)}`;

export const checkoutQuery = (jobId: number) => queryOptions({ queryKey: [...checkoutKeys.detail(jobId), 'state'], queryFn: () => getCheckout(jobId) });
export const checkoutTotalsQuery = (jobId: number) =>
  queryOptions({ queryKey: [...checkoutKeys.detail(jobId), 'totals'], queryFn: () => getCheckoutTotals(jobId) });
export const orderConfirmationQuery = (jobId: number, orderNumber: string, email: string) =>
  queryOptions({ queryKey: orderConfirmationKeys.detail(`${jobId}/${orderNumber}/${email}`), queryFn: () => getOrderConfirmation(jobId, orderNumber, email) });
export const downloadDetailsQuery = (linkId: string) => queryOptions({ queryKey: downloadKeys.detail(linkId), queryFn: () => getDownloadDetails(linkId), retry: false });

export const useCheckout = (jobId: number) => useQuery(checkoutQuery(jobId));
export const useCheckoutTotals = (jobId: number) => useQuery(checkoutTotalsQuery(jobId));
export const useOrderConfirmation = (jobId: number, orderNumber: string, email: string | null) =>
  useQuery({ ...orderConfirmationQuery(jobId, orderNumber, email ?? ''), enabled: Boolean(email) });
export const useDownloadDetails = (linkId: string) => useQuery(downloadDetailsQuery(linkId));

/** Details, promo: only the checkout's amounts change, never the cart lines. */
function useCheckoutMutation<TArgs, TResult>(jobId: number, call: (args: TArgs) => Promise<TResult>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => client.invalidateQueries({ queryKey: checkoutKeys.detail(jobId) }) });
}

export const usePostCheckout = (jobId: number) => useCheckoutMutation(jobId, (request: CheckoutDetailsRequest) => postCheckout(jobId, request));
export const useApplyPromo = (jobId: number) => useCheckoutMutation(jobId, (request: PromoRequest) => applyPromo(jobId, request));
export const useRemovePromo = (jobId: number) => useCheckoutMutation(jobId, () => removePromo(jobId));
/** Reads only: nothing to invalidate. */
export const useValidateAddress = (jobId: number) => useMutation({ mutationFn: (request: ValidateAddressRequest) => validateAddress(jobId, request) });

/**
 * Submits once per click; the server charges a cart at most once whatever the retries. On success the
 * cart key is rotated so the next order starts a fresh cart, and the cart and checkout are dropped.
 */
export function useSubmitCheckout(jobId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: SubmitCheckoutRequest) => submitCheckout(jobId, request),
    onSuccess: (order) => {
      rotateCartKey();
      client.setQueryData(orderConfirmationQuery(jobId, order.orderNumber, order.email).queryKey, order);
      client.removeQueries({ queryKey: cartKeys.detail(jobId) });
      client.removeQueries({ queryKey: checkoutKeys.detail(jobId) });
    },
  });
}
