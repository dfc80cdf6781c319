import { cartDetailsQuery } from '@shutterday/api-client';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { preload } from 'react-dom';
import { itemPreviewSources } from '../../../lib/item-preview';
import { useOrderMethod } from '../../ordering/hooks/use-order-method';
import { firstLinePreview } from '../model/line-previews';

/** The cart's preview box (`LineItems`). */
const CART_PREVIEW_BOX = 120;

/**
 * Opened at the cart, a job's pages ask for the cart's details, the cart page's code and, once the
 * details arrive, its first print (the page's largest image) at once, beside the job and its
 * availability, instead of after them: the cart page finds all three on its way (the same query, the
 * same module, the same image candidates, so nothing is asked for twice).
 */
export function useEarlyCart(jobId: number, atCart: boolean, load: () => Promise<unknown>) {
  const { method } = useOrderMethod(jobId);
  const cart = useQuery({ ...cartDetailsQuery(jobId, method ?? 'Prepay'), enabled: atCart });
  useEffect(() => {
    if (atCart) void load();
  }, [atCart, load]);
  if (!atCart) return;
  const first = cart.data ? firstLinePreview(cart.data.cartPackages, cart.data.cartOrderServicesDetails.personalizations) : null;
  if (!first) return;
  const { src, srcSet, sizes } = itemPreviewSources(jobId, first.input, CART_PREVIEW_BOX);
  preload(src, { as: 'image', imageSrcSet: srcSet, imageSizes: sizes, fetchPriority: 'high' });
}
