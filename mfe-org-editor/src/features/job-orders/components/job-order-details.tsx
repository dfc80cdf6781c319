import { answerLabel, formatUsd, orderBreakdown, YEARBOOK_POSE_FIELD, type OrderAnswer, type OrderLine, type PreorderField } from '@shutterday/domain';
import { paymentMethodText, type JobOrder } from '@shutterday/domain/staff';
import { DateText, Money, useStaffAbilities } from '@shutterday/ui';
import { Descriptions, Flex, Table, Tag, Typography } from 'antd';
import { RefundLineButton } from './refund-line-button';
import { OrderRefunds } from './order-refunds';
import { OrderStatusTag } from './order-status-tag';

/** How and when it was paid, and who recorded a payment made after the order: "Check 2210, 11/28/2026 (recorded by …)". */
function PaymentText({ order }: { order: JobOrder }) {
  const { method, checkNumber, paidAt, recordedAt, recordedBy } = order.payment;
  return (
    <>
      {paymentMethodText(method, checkNumber)}
      {paidAt ? <>, <DateText value={paidAt} /></> : null}
      {recordedAt ? (
        <Typography.Text type="secondary">
          {' '}
          (recorded by {recordedBy ?? 'a former staff member'} on <DateText value={recordedAt} />)
        </Typography.Text>
      ) : null}
    </>
  );
}

/** A line's answers as staff read them: the field's label, and the yearbook pose as the photo's number. */
function Answers({ answers, fields }: { answers: OrderAnswer[]; fields: readonly PreorderField[] }) {
  return (
    <ul style={{ margin: 0, paddingInlineStart: 16 }}>
      {answers.map((answer) => (
        <li key={answer.name}>{`${answerLabel(answer.name, fields)}: ${answer.name === YEARBOOK_POSE_FIELD ? `photo ${answer.value ?? '—'}` : (answer.value ?? '—')}`}</li>
      ))}
    </ul>
  );
}

/**
 * One order whole: who placed it and how, its lines with the parent's answers (labelled by the job's
 * preorder fields), and every amount that makes up its total.
 */
export function JobOrderDetails({ order, fields = [] }: { order: JobOrder; fields?: readonly PreorderField[] }) {
  const breakdown = orderBreakdown(order, order);
  const answered = order.lines.some((line) => line.answers.length > 0);
  const mayRefund = useStaffAbilities().refund;
  const refundable = mayRefund && (order.lineRefunds.length > 0 || order.lines.some((line) => line.refunded));
  return (
    <Flex vertical gap={24}>
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, md: 2 }}
        items={[
          { key: 'status', label: 'Status', children: <OrderStatusTag order={order} /> },
          { key: 'paid-by', label: 'Paid by', children: <PaymentText order={order} /> },
          { key: 'method', label: 'Method', children: order.orderMethod },
          { key: 'placed', label: 'Placed', children: <DateText value={order.placedAt} /> },
          { key: 'parent', label: 'Parent', children: order.customerName },
          { key: 'email', label: 'E-mail', children: order.email ? <a href={`mailto:${order.email}`}>{order.email}</a> : 'None given' },
          { key: 'delivery', label: 'Delivery', children: order.shippingLabel ?? 'Nothing to ship' },
        ]}
      />
      <Table<OrderLine & { key: number }>
        caption={<Typography.Title level={3} style={{ textAlign: 'left' }}>Packages</Typography.Title>}
        dataSource={order.lines.map((line) => ({ ...line, key: line.id }))}
        pagination={false}
        size="small"
        columns={[
          { title: 'Child', dataIndex: 'subjectName' },
          { title: 'Package', dataIndex: 'packageName' },
          { title: 'Quantity', dataIndex: 'quantity', align: 'right' },
          { title: 'Price', dataIndex: 'price', align: 'right', render: (cents: number) => <Money cents={cents} /> },
          { title: 'Line total', key: 'lineTotal', align: 'right', render: (_, line) => <Money cents={line.price * line.quantity} /> },
          ...(answered ? [{ title: 'Answers', key: 'answers', render: (_: unknown, line: OrderLine) => <Answers answers={line.answers} fields={fields} /> }] : []),
          ...(refundable ? [{ title: 'Refund', key: 'refund', render: (_: unknown, line: OrderLine) => (line.refunded ? <Tag>Refunded</Tag> : <RefundLineButton order={order} line={line} />) }] : []),
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
          ...(order.refunded > 0
            ? [
                { key: 'refunded', label: 'Refunded', children: formatUsd(-order.refunded) },
                { key: 'net', label: 'Kept after refunds', children: <strong>{formatUsd(order.total - order.refunded)}</strong> },
              ]
            : []),
        ]}
      />
      {order.refunds.length > 0 ? <OrderRefunds order={order} /> : null}
    </Flex>
  );
}
