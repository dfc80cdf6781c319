import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  CartDetails, CartMutationResult, CartPackageCreateRequest, CartPackageUpdateRequest, CartSummary, ImageNodeUpdateRequest, OrderMethod,
  TextNodeUpdateRequest,
} from '@shutterday/domain';
import { createQueryKeys } from '../query-keys';
import { cartDelete, cartGet, cartPatch, cartPost } from './customer-ordering-cart-key';
import { storeAnswer } from '../query-answer';

/**
 * The anonymous cart of one job (kept on the server, found by the cart key). Keys: cartKeys.detail(jobId)
 * holds the summary and the details of every order method; checkoutKeys.detail(jobId) the checkout.
 */
export const cartKeys = createQueryKeys('customer', 'cart');
export const checkoutKeys = createQueryKeys('customer', 'checkout');

const job = (jobId: number) => `customer/jobs/${jobId}`;
const method = (orderMethod?: OrderMethod) => (orderMethod ? { searchParams: { orderMethod } } : undefined);

export const getCart = (jobId: number, orderMethod?: OrderMethod) => cartGet<CartSummary>(`${job(jobId)}/cart`, method(orderMethod));
export const getCartDetails = (jobId: number, orderMethod?: OrderMethod) =>
  cartGet<CartDetails>(`${job(jobId)}/cart/details`, method(orderMethod));
export const deleteCart = (jobId: number) => cartDelete<{ deleted: boolean }>(`${job(jobId)}/cart`);
/**
 * `addKey` identifies one draft (one visit of the package options page, one package): sending the
 * same key again answers the line it created instead of adding a duplicate (header Idempotency-Key).
 */
export const addCartPackage = (jobId: number, request: CartPackageCreateRequest, addKey?: string) =>
  cartPost<CartMutationResult>(`${job(jobId)}/cartpackages`, request, addKey ? { 'idempotency-key': addKey } : {});
export const updateCartPackage = (jobId: number, cartPackageId: number, request: CartPackageUpdateRequest) =>
  cartPatch<CartMutationResult>(`${job(jobId)}/cartpackages/${cartPackageId}`, request);
export const deleteCartPackage = (jobId: number, cartPackageId: number) =>
  cartDelete<CartMutationResult>(`${job(jobId)}/cartpackages/${cartPackageId}`);
export const updateTextNode = (jobId: number, textNodeId: number, request: TextNodeUpdateRequest) =>
  cartPatch<CartMutationResult>(`${job(jobId)}/cartpackageitems/text-nodes/${textNodeId}`, request);
export const updateImageNode = (jobId: number, imageNodeId: number, request: ImageNodeUpdateRequest) =>
  cartPatch<CartMutationResult>(`${job(jobId)}/cartpackageitems/image-nodes/${imageNodeId}`, request);

export const cartQuery = (jobId: number, orderMethod?: OrderMethod) =>
  queryOptions({ queryKey: [...cartKeys.detail(jobId), 'summary', orderMethod ?? null], queryFn: () => getCart(jobId, orderMethod) });
export const cartDetailsQuery = (jobId: number, orderMethod?: OrderMethod) =>
  queryOptions({ queryKey: [...cartKeys.detail(jobId), 'details', orderMethod ?? null], queryFn: () => getCartDetails(jobId, orderMethod) });

export const useCart = (jobId: number, orderMethod?: OrderMethod) => useQuery(cartQuery(jobId, orderMethod));
export const useCartDetails = (jobId: number, orderMethod?: OrderMethod) => useQuery(cartDetailsQuery(jobId, orderMethod));

/** A change of lines changes the cart and every checkout amount of the job. */
export function invalidateCartAndCheckout(client: QueryClient, jobId: number) {
  return Promise.all([
    client.invalidateQueries({ queryKey: cartKeys.detail(jobId) }),
    client.invalidateQueries({ queryKey: checkoutKeys.detail(jobId) }),
  ]);
}

function useCartMutation<TArgs>(jobId: number, call: (args: TArgs) => Promise<CartMutationResult>, { amounts }: { amounts: boolean }) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async (result) => {
      // The answer is the cart after the change: cached at once, so the next page (often the cart,
      // whose query is not mounted yet and would otherwise show its last read while refetching)
      // never offers changes — or predicts add-on removals — from a cart that is gone.
      if (!result.cartDeleted && result.cart.orderMethod) await storeAnswer(client, cartDetailsQuery(jobId, result.cart.orderMethod).queryKey, result.cart);
      // Text and crops do not move money: only the cart is re-read then, not the checkout.
      return amounts ? invalidateCartAndCheckout(client, jobId) : client.invalidateQueries({ queryKey: cartKeys.detail(jobId) });
    },
  });
}

export const useAddCartPackage = (jobId: number) =>
  useCartMutation(jobId, ({ addKey, ...request }: CartPackageCreateRequest & { addKey?: string }) => addCartPackage(jobId, request, addKey), { amounts: true });
export const useUpdateCartPackage = (jobId: number) =>
  useCartMutation(jobId, ({ id, ...request }: CartPackageUpdateRequest & { id: number }) => updateCartPackage(jobId, id, request), { amounts: true });
export const useRemoveCartPackage = (jobId: number) =>
  useCartMutation(jobId, (cartPackageId: number) => deleteCartPackage(jobId, cartPackageId), { amounts: true });
export const useUpdateTextNode = (jobId: number) =>
  useCartMutation(jobId, ({ id, ...request }: TextNodeUpdateRequest & { id: number }) => updateTextNode(jobId, id, request), { amounts: false });
export const useUpdateImageNode = (jobId: number) =>
  useCartMutation(jobId, ({ id, ...request }: ImageNodeUpdateRequest & { id: number }) => updateImageNode(jobId, id, request), { amounts: false });

export function useDeleteCart(jobId: number) {
  const client = useQueryClient();
  return useMutation({ mutationFn: () => deleteCart(jobId), onSuccess: () => invalidateCartAndCheckout(client, jobId) });
}
