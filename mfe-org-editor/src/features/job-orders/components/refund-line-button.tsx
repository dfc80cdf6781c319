import { formatUsd, type OrderLine } from '@shutterday/domain';
import type { JobOrder } from '@shutterday/domain/staff';
import { Button } from 'antd';
import { useRefund } from './use-refund';

/** "Refund" on a line: its share of the products and tax (and the shipping with the last line), named before it is given back. */
export function RefundLineButton({ order, line }: { order: JobOrder; line: OrderLine }) {
  const { ask, pending } = useRefund(order);
  const amount = order.lineRefunds.find((entry) => entry.lineId === line.id)?.amount;
  if (amount === undefined) return null;
  const last = order.lineRefunds.length === 1;
  return (
    <Button
      size="small"
      danger
      loading={pending}
      aria-label={`Refund ${line.packageName} for ${line.subjectName}`}
      onClick={() =>
        void ask({
          amount,
          request: { lineIds: [line.id] },
          content: `${line.packageName} for ${line.subjectName} is given back to the card it was paid with: ${formatUsd(amount)}, ${last ? 'the last line, so everything left of the order (photo services, tax and shipping included)' : "its price with its share of the order's photo services, discount and tax (shipping stays with the order's last line)"}. The platform's commission on it is reversed: the platform keeps its rate only of what you keep. Its downloads stop. This cannot be undone.`,
          done: `${line.packageName} for ${line.subjectName} refunded (${formatUsd(amount)})`,
        })
      }
    >
      Refund
    </Button>
  );
}
