import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useSetAtom } from 'jotai';
import { getStudioByJob, orderLookupAtom, searchOrder } from '@shutterday/api-client';
import { ORDER_NOT_FOUND_MESSAGE, type OrderLookupForm } from '@shutterday/domain';
import { usePageToasts } from '../../../lib/use-page-toasts';

/**
 * Finds the order, keeps it for the order page, looks up the studio's slug from its job and goes to
 * `/{studioSlug}/{jobId}/order/{orderNumber}`. A miss or any error toasts "Could not find this order",
 * a toast of this page only: it closes when the page is left.
 */
export function useOrderLookup(): (values: OrderLookupForm) => Promise<boolean> {
  const navigate = useNavigate();
  const keep = useSetAtom(orderLookupAtom);
  const toasts = usePageToasts();
  return useCallback(
    async (values) => {
      try {
        const order = await searchOrder(values);
        keep({ email: values.email, order });
        const { studioWebUrl } = await getStudioByJob(order.jobId);
        navigate(`/${encodeURIComponent(studioWebUrl)}/${order.jobId}/order/${encodeURIComponent(order.orderNumber)}`);
        return true;
      } catch {
        keep(null);
        await toasts.error(ORDER_NOT_FOUND_MESSAGE);
        return false;
      }
    },
    [keep, navigate, toasts],
  );
}
