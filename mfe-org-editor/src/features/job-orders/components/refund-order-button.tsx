import { formatUsd } from '@shutterday/domain';
import type { JobOrder } from '@shutterday/domain/staff';
import { Button } from 'antd';
import { useRefund } from './use-refund';

/** Gives back everything left of a paid order (the whole charge when nothing was refunded yet), after saying exactly what will happen. */
export function RefundOrderButton({ order }: { order: JobOrder }) {
  const { ask, pending } = useRefund(order);
  if (order.status !== 'paid' || order.refundLeft <= 0) return null;
  const partly = order.refunded > 0;
  return (
    <Button
      danger
      loading={pending}
      onClick={() =>
        void ask({
          amount: order.refundLeft,
          request: {},
          content: partly
            ? `The ${formatUsd(order.refundLeft)} left of order #${order.orderNumber} (after ${formatUsd(order.refunded)} already refunded) goes back to the card it was paid with, and the order is marked refunded. This cannot be undone.`
            : `The whole order #${order.orderNumber} is given back to the card it was paid with, and the order is marked refunded. This cannot be undone.`,
          done: `Order #${order.orderNumber} refunded`,
        })
      }
      style={{ alignSelf: 'flex-start' }}
    >
      {partly ? 'Refund what is left' : 'Refund order'}
    </Button>
  );
}
