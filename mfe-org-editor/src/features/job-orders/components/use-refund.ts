import { useRefundJobOrder } from '@shutterday/api-client/staff';
import { formatUsd } from '@shutterday/domain';
import type { JobOrder, RefundOrderBody } from '@shutterday/domain/staff';
import { apiErrorMessages, useConfirm, useToast } from '@shutterday/ui';
import { useJobScope } from '../../../lib/job-scope';

interface RefundAsk {
  /** The money that goes back, named in the question. */
  amount: number;
  request: RefundOrderBody;
  content: string;
  done: string;
}

/** Every refund of the order page asks first, naming the amount and the parent, then reports in the server's words. */
export function useRefund(order: JobOrder) {
  const { studioId, jobId } = useJobScope();
  const refund = useRefundJobOrder(studioId, jobId);
  const confirm = useConfirm();
  const toast = useToast();
  const ask = async ({ amount, request, content, done }: RefundAsk): Promise<boolean> => {
    const sure = await confirm({ title: `Refund ${formatUsd(amount)} to ${order.customerName}?`, content, okText: 'Refund', danger: true });
    if (!sure) return false;
    try {
      await refund.mutateAsync({ orderNumber: order.orderNumber, ...request });
      toast.success(done);
      return true;
    } catch (error) {
      toast.error(apiErrorMessages(error));
      return false;
    }
  };
  return { ask, pending: refund.isPending };
}
