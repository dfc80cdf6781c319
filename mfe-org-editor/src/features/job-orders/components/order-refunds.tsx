import type { JobOrder } from '@shutterday/domain/staff';
import { DateText, Money } from '@shutterday/ui';
import { Table, Typography } from 'antd';

/** The order's refunds, oldest first: when, how much, what for and by whom. */
export function OrderRefunds({ order }: { order: JobOrder }) {
  const lineName = (id: number) => {
    const line = order.lines.find((candidate) => candidate.id === id);
    return line ? `${line.packageName} (${line.subjectName})` : 'a line';
  };
  return (
    <Table
      caption={<Typography.Title level={3} style={{ textAlign: 'left' }}>Refunds</Typography.Title>}
      dataSource={order.refunds.map((refund, key) => ({ ...refund, key }))}
      pagination={false}
      size="small"
      columns={[
        { title: 'When', dataIndex: 'createdAt', render: (value: string) => <DateText value={value} /> },
        { title: 'Amount', dataIndex: 'amount', align: 'right', render: (cents: number) => <Money cents={cents} /> },
        { title: 'What', key: 'what', render: (_, refund) => (refund.lineIds.length > 0 ? refund.lineIds.map(lineName).join(', ') : 'An amount') },
        { title: 'Reason', dataIndex: 'reason', render: (reason: string | null) => reason ?? '—' },
        { title: 'By', dataIndex: 'createdBy', render: (name: string | null) => name ?? '—' },
      ]}
    />
  );
}
