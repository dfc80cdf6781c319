import type { CartMutationResult, CartPersonalizationRequest, CartRetouchRequest } from '@shutterday/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cartDelete, cartPost } from './customer-ordering-cart-key';
import { invalidateCartAndCheckout } from './customer-ordering-cart';

/** Retouch and personalization of the cart's subjects (spec §7 cartOrderServices); prices come from the server. */
const base = (jobId: number) => `customer/jobs/${jobId}/cartOrderServices`;

export const addRetouch = (jobId: number, request: CartRetouchRequest) => cartPost<CartMutationResult>(base(jobId), request);
// "presonalization" is the API's own spelling (spec §7).
export const addPersonalization = (jobId: number, request: CartPersonalizationRequest) =>
  cartPost<CartMutationResult>(`${base(jobId)}/presonalization`, request);
export const deleteCartService = (jobId: number, serviceId: number) => cartDelete<CartMutationResult>(`${base(jobId)}/${serviceId}`);

function useServiceMutation<TArgs>(jobId: number, call: (args: TArgs) => Promise<CartMutationResult>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => invalidateCartAndCheckout(client, jobId) });
}

export const useAddRetouch = (jobId: number) => useServiceMutation(jobId, (request: CartRetouchRequest) => addRetouch(jobId, request));
export const useAddPersonalization = (jobId: number) =>
  useServiceMutation(jobId, (request: CartPersonalizationRequest) => addPersonalization(jobId, request));
export const useRemoveCartService = (jobId: number) => useServiceMutation(jobId, (serviceId: number) => deleteCartService(jobId, serviceId));
