import type { OrderStatus } from '@shutterday/domain/staff';
import { Tag } from 'antd';

const STATUS = {
  paid: { label: 'Paid', color: '#237804' },
  refunded: { label: 'Refunded', color: '#ad4e00' },
  cancelled: { label: 'Cancelled', color: undefined },
} as const;

/** An order's status as every staff page shows it. */
export function OrderStatusTag({ status }: { status: string }) {
  const shown = STATUS[status as OrderStatus] ?? { label: status, color: undefined };
  return <Tag color={shown.color}>{shown.label}</Tag>;
}

export const ORDER_STATUS_OPTIONS = Object.entries(STATUS).map(([value, { label }]) => ({ value, label }));
