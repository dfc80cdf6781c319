import { useRefundJobOrder } from '@shutterday/api-client/staff';
import { formatUsd, type OrderSearchResult } from '@shutterday/domain';
import { apiErrorMessages, useConfirm, useToast } from '@shutterday/ui';
import { Button } from 'antd';
import { useJobScope } from '../../../lib/job-scope';

/** Gives a paid order's whole charge back to the parent's card, after saying exactly what will happen. */
export function RefundOrderButton({ order }: { order: OrderSearchResult }) {
  const { studioId, jobId } = useJobScope();
  const refund = useRefundJobOrder(studioId, jobId);
  const confirm = useConfirm();
  const toast = useToast();
  if (order.status !== 'paid') return null;
  const start = async () => {
    const sure = await confirm({
      title: `Refund ${formatUsd(order.total)} to ${order.customerName}?`,
      content: `The whole order #${order.orderNumber} is given back to the card it was paid with, and the order is marked refunded. This cannot be undone.`,
      okText: 'Refund',
      danger: true,
    });
    if (!sure) return;
    try {
      await refund.mutateAsync(order.orderNumber);
      toast.success(`Order #${order.orderNumber} refunded`);
    } catch (error) {
      toast.error(apiErrorMessages(error));
    }
  };
  return (
    <Button danger loading={refund.isPending} onClick={() => void start()} style={{ alignSelf: 'flex-start' }}>
      Refund order
    </Button>
  );
}
