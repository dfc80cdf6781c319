import { formatUsd, orderBreakdown, type OrderLine, type OrderSearchResult } from '@shutterday/domain';
import { DateText, Money } from '@shutterday/ui';
import { Descriptions, Flex, Table, Typography } from 'antd';
import { OrderStatusTag } from './order-status-tag';

/** One order whole: who placed it and how, its lines, and every amount that makes up its total. */
export function JobOrderDetails({ order }: { order: OrderSearchResult }) {
  const breakdown = orderBreakdown(order, order);
  return (
    <Flex vertical gap={24}>
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, md: 2 }}
        items={[
          { key: 'status', label: 'Status', children: <OrderStatusTag status={order.status} /> },
          { key: 'method', label: 'Method', children: order.orderMethod },
          { key: 'placed', label: 'Placed', children: <DateText value={order.placedAt} /> },
          { key: 'parent', label: 'Parent', children: order.customerName },
          { key: 'email', label: 'E-mail', children: <a href={`mailto:${order.email}`}>{order.email}</a> },
          { key: 'delivery', label: 'Delivery', children: order.shippingLabel ?? 'Nothing to ship' },
        ]}
      />
      <Table<OrderLine & { key: number }>
        caption={<Typography.Title level={3} style={{ textAlign: 'left' }}>Packages</Typography.Title>}
        dataSource={order.lines.map((line, key) => ({ ...line, key }))}
        pagination={false}
        size="small"
        columns={[
          { title: 'Child', dataIndex: 'subjectName' },
          { title: 'Package', dataIndex: 'packageName' },
          { title: 'Quantity', dataIndex: 'quantity', align: 'right' },
          { title: 'Price', dataIndex: 'price', align: 'right', render: (cents: number) => <Money cents={cents} /> },
          { title: 'Line total', key: 'lineTotal', align: 'right', render: (_, line) => <Money cents={line.price * line.quantity} /> },
        ]}
      />
      <Descriptions
        title="Total"
        bordered
        size="small"
        column={1}
        style={{ maxWidth: 480 }}
        items={[
          ...breakdown.lines.map((line) => ({ key: line.key, label: line.label, children: formatUsd(line.amount) })),
          { key: 'total', label: 'Total', children: <strong>{formatUsd(breakdown.total)}</strong> },
        ]}
      />
    </Flex>
  );
}
