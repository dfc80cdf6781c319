import { listedPaymentState, ORDER_PAYMENT_STATE_LABELS, ORDER_STATUSES, type OrderPaymentState, type OrderStatus } from '@shutterday/domain/staff';
import { Tag } from 'antd';

const COLORS: Record<OrderPaymentState, string | undefined> = {
  unpaid: '#ad2102',
  paid: '#237804',
  'partly-refunded': '#ad4e00',
  refunded: '#ad4e00',
  cancelled: undefined,
};

/** An order's status as every staff page shows it: unpaid (bill the school), paid, partly refunded, refunded, cancelled. */
export function OrderStatusTag({ order }: { order: { status: string; total: number; refunded: number } }) {
  const status = ORDER_STATUSES.find((s) => s === order.status);
  if (!status) return <Tag>{order.status}</Tag>;
  const state = listedPaymentState({ ...order, status });
  return <Tag color={COLORS[state]}>{ORDER_PAYMENT_STATE_LABELS[state]}</Tag>;
}

const FILTER_LABELS: Record<OrderStatus, string> = { unpaid: 'Unpaid', paid: 'Paid', refunded: 'Refunded', cancelled: 'Cancelled' };
export const ORDER_STATUS_OPTIONS = ORDER_STATUSES.map((value) => ({ value, label: FILTER_LABELS[value] }));
