import { useRemoveCartPackage, useRemoveCartService, useUpdateCartPackage } from '@shutterday/api-client';
import {
  addonsRemovedByPackageRemoval, addonsRemovedByQuantityChange, addonsRemovedByServiceRemoval, orderingAddonContext, type CartDetails,
  type CartMutationResult, type CartPackage, type OrderMethod,
} from '@shutterday/domain';
import { useState } from 'react';
import type { LeanConfirmOptions } from '../../../lib/use-lean-confirm';
import { errorText } from '../../../lib/retry-policy';

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
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const context = orderingAddonContext(orderMethod);

  const run = async (lost: CartPackage[], cart: CartDetails, change: () => Promise<CartMutationResult>) => {
    if (lost.length > 0) {
      const names = lost.map((p) => `${cart.packageNames[p.packageId] ?? 'Add-on'} for ${p.subjectName}`);
      const ok = await confirm({
        title: 'This also removes add-ons',
        content: `Add-ons need a package in your cart. This change also removes: ${names.join(', ')}.`,
        okText: 'Remove them',
        cancelText: 'Keep my cart',
      });
      if (!ok) return;
    }
    setMessage(null);
    try {
      const result = await change();
      onCount(result.cartDeleted ? 0 : result.cart.cartPackages.length);
      if (result.cartDeleted) setMessage({ text: 'Your cart is now empty.', error: false });
      else if (result.removedAddons.length > 0) setMessage({ text: `${result.removedAddons.length} add-on(s) were removed.`, error: false });
    } catch (cause) {
      setMessage({ text: errorText(cause), error: true });
    }
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
