import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  isPaymentActionRequired, type AddressValidation, type CheckoutDetailsRequest, type CheckoutState, type CheckoutTotals, type DownloadLinkDetails,
  type OrderConfirmation, type PaymentsConfig, type PromoRequest, type SubmitCheckoutAnswer, type SubmitCheckoutRequest, type TotalsPreviewQuery,
  type ValidateAddressRequest,
} from '@shutterday/domain';
import { apiGet, apiPost } from '../http/client';
import { createQueryKeys } from '../query-keys';
import { cartDelete, cartGet, cartPost, rotateCartKey } from './customer-ordering-cart-key';
import { cartKeys, checkoutKeys } from './customer-ordering-cart';
import { storeAnswer } from '../query-answer';

/** Checkout of the job's cart: details, totals, promo, address check, submit; then the order and its downloads. */
export const orderConfirmationKeys = createQueryKeys('customer', 'order-confirmation');
export const downloadKeys = createQueryKeys('customer', 'downloads');

const checkout = (jobId: number) => `customer/jobs/${jobId}/checkout`;

export const getCheckout = (jobId: number) => cartGet<CheckoutState>(checkout(jobId));
export const postCheckout = (jobId: number, request: CheckoutDetailsRequest) => cartPost<CheckoutState>(checkout(jobId), request);
/** The totals of the posted details, or with the form's current choices laid over them (nothing is kept). */
export const getCheckoutTotals = (jobId: number, preview: TotalsPreviewQuery = {}) =>
  cartGet<CheckoutTotals>(`${checkout(jobId)}/totals`, { searchParams: Object.fromEntries(Object.entries(preview).filter(([, value]) => value !== undefined && value !== '')) });
export const applyPromo = (jobId: number, request: PromoRequest) => cartPost<CheckoutTotals>(`${checkout(jobId)}/promo`, request);
export const removePromo = (jobId: number) => cartDelete<CheckoutTotals>(`${checkout(jobId)}/promo`);
export const validateAddress = (jobId: number, request: ValidateAddressRequest) =>
  cartPost<AddressValidation>(`${checkout(jobId)}/validateaddress`, request);
/** The order (201), or 202 `requires_action` when the card holder must pass 3-D Secure first. */
export const submitCheckout = (jobId: number, request: SubmitCheckoutRequest) => cartPost<SubmitCheckoutAnswer>(`${checkout(jobId)}/submit`, request);
/** The card form's provider and Stripe's publishable key (no secret). */
export const getPaymentsConfig = () => apiGet<PaymentsConfig>('customer/payments/config');
/** Sandbox only: the test 3-D Secure challenge's answer, as the bank's page would give it. */
export const authenticateSandboxPayment = (clientSecret: string, complete: boolean) =>
  apiPost<{ authenticated: boolean }>('customer/payments/sandbox/authenticate', { clientSecret, complete });
export const paymentsConfigKeys = createQueryKeys('customer', 'payments-config');
export const getOrderConfirmation = (jobId: number, orderNumber: string, email: string) =>
  apiGet<OrderConfirmation>(`customer/jobs/${jobId}/orders/${encodeURIComponent(orderNumber)}`, { searchParams: { email } });
export const getDownloadDetails = (linkId: string) => apiGet<DownloadLinkDetails>(`customer/downloads/${encodeURIComponent(linkId)}/details`);
/** The file itself, for an <a href download>. */
export const downloadFileUrl = (linkId: string) => `/api/customer/downloads/${encodeURIComponent(linkId)}`;

export const checkoutQuery = (jobId: number) => queryOptions({ queryKey: [...checkoutKeys.detail(jobId), 'state'], queryFn: () => getCheckout(jobId) });
export const checkoutTotalsQuery = (jobId: number, preview: TotalsPreviewQuery = {}) =>
  queryOptions({ queryKey: [...checkoutKeys.detail(jobId), 'totals', preview], queryFn: () => getCheckoutTotals(jobId, preview) });
export const orderConfirmationQuery = (jobId: number, orderNumber: string, email: string) =>
  queryOptions({ queryKey: orderConfirmationKeys.detail(`${jobId}/${orderNumber}/${email}`), queryFn: () => getOrderConfirmation(jobId, orderNumber, email) });
export const downloadDetailsQuery = (linkId: string) => queryOptions({ queryKey: downloadKeys.detail(linkId), queryFn: () => getDownloadDetails(linkId), retry: false });

export const useCheckout = (jobId: number) => useQuery(checkoutQuery(jobId));
/** Keeps the last totals on screen while a new choice is priced, so the panel never blinks empty. */
export const useCheckoutTotals = (jobId: number, preview: TotalsPreviewQuery = {}) => useQuery({ ...checkoutTotalsQuery(jobId, preview), placeholderData: (previous) => previous });
export const useOrderConfirmation = (jobId: number, orderNumber: string, email: string | null) =>
  useQuery({ ...orderConfirmationQuery(jobId, orderNumber, email ?? ''), enabled: Boolean(email) });
export const useDownloadDetails = (linkId: string) => useQuery(downloadDetailsQuery(linkId));
export const usePaymentsConfig = () => useQuery({ queryKey: paymentsConfigKeys.all, queryFn: getPaymentsConfig, staleTime: Infinity });

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
 * Submits once per click; the server charges a cart at most once whatever the retries. Once the order
 * is placed the cart key is rotated so the next order starts a fresh cart, and the cart and checkout are
 * dropped; a 3-D Secure answer changes nothing yet.
 */
export function useSubmitCheckout(jobId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: SubmitCheckoutRequest) => submitCheckout(jobId, request),
    onSuccess: async (answer) => {
      if (isPaymentActionRequired(answer)) return;
      const order: OrderConfirmation = answer;
      rotateCartKey();
      await storeAnswer(client, orderConfirmationQuery(jobId, order.orderNumber, order.email).queryKey, order);
      client.removeQueries({ queryKey: cartKeys.detail(jobId) });
      client.removeQueries({ queryKey: checkoutKeys.detail(jobId) });
    },
  });
}
