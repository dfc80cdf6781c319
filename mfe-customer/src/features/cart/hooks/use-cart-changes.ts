import { useRemoveCartPackage, useRemoveCartService, useUpdateCartPackage } from '@shutterday/api-client';
import {
  addonsRemovedByPackageRemoval, addonsRemovedByQuantityChange, addonsRemovedByServiceRemoval, orderingAddonContext, type CartDetails,
  type CartMutationResult, type CartPackage, type OrderMethod,
} from '@shutterday/domain';
import { useState } from 'react';
import type { LeanConfirmOptions } from '../../../lib/use-lean-confirm';
import type { CartMessage } from '../model/run-cart-change';

interface Options {
  jobId: number;
  orderMethod: OrderMethod;
  confirm: (options: LeanConfirmOptions) => Promise<boolean>;
  /** After every change: the new count of lines (0 once the cart is gone). */
  onCount: (count: number) => void;
}

/**
 * Quantity, removal and service changes of the cart. Before a change that would take add-ons with it,
 * the domain's predictions (the very change, run on a copy) name them and the parent confirms (spec §4).
 */
export function useCartChanges({ jobId, orderMethod, confirm, onCount }: Options) {
  const update = useUpdateCartPackage(jobId);
  const remove = useRemoveCartPackage(jobId);
  const removeService = useRemoveCartService(jobId);
  const [message, setMessage] = useState<CartMessage>(null);
  const context = orderingAddonContext(orderMethod);

  const run = async (lost: CartPackage[], cart: CartDetails, change: () => Promise<CartMutationResult>) => {
    const { runCartChange } = await import('../model/run-cart-change');
    await runCartChange(lost, cart, change, confirm, onCount, setMessage);
  };

  return {
    saving: update.isPending || remove.isPending || removeService.isPending,
    message,
    setQuantity: (cart: CartDetails, line: CartPackage, quantity: number) =>
      run(addonsRemovedByQuantityChange(cart, line.id, quantity, context), cart, () => update.mutateAsync({ id: line.id, quantity })),
    removeLine: (cart: CartDetails, line: CartPackage) =>
      run(addonsRemovedByPackageRemoval(cart, line.id, context), cart, () => remove.mutateAsync(line.id)),
    removeService: (cart: CartDetails, serviceId: number) => {
      const kind = cart.cartOrderServicesDetails.retouches.some((s) => s.id === serviceId) ? 'retouches' : 'personalizations';
      return run(addonsRemovedByServiceRemoval(cart, kind, serviceId, context), cart, () => removeService.mutateAsync(serviceId));
    },
  };
}
