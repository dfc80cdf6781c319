import type { CartDetails, CartMutationResult, CartPackage } from '@shutterday/domain';
import type { LeanConfirmOptions } from '../../../lib/use-lean-confirm';
import { errorText } from '../../../lib/retry-policy';

export type CartMessage = { text: string; error: boolean } | null;

/**
 * One cart change: when the domain predicts that it takes add-ons with it, the parent confirms first
 * (spec §4); then the change, and what it did in words. Loaded when the parent first changes the cart,
 * not with the page (the cart page's JS budget).
 */
export async function runCartChange(
  lost: CartPackage[],
  cart: CartDetails,
  change: () => Promise<CartMutationResult>,
  confirm: (options: LeanConfirmOptions) => Promise<boolean>,
  onCount: (count: number) => void,
  setMessage: (message: CartMessage) => void,
): Promise<void> {
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
}
