import { paymentMethodText, type EnteredOrder } from '@shutterday/domain/staff';
import { Money } from '@shutterday/ui';
import { Table, type TableColumnsType } from 'antd';

const columns: TableColumnsType<EnteredOrder> = [
  { title: 'Order', dataIndex: 'orderNumber', render: (number: string) => `#${number}` },
  { title: 'Child', dataIndex: 'subjectName' },
  { title: 'Contact', dataIndex: 'customerName' },
  { title: 'Paid by', key: 'payment', render: (_, order) => paymentMethodText(order.paymentMethod, order.checkNumber) },
  { title: 'Total', dataIndex: 'total', align: 'right', render: (cents: number) => <Money cents={cents} /> },
];

/** The envelopes saved at this table since the page opened, newest first. */
export function EnteredEnvelopes({ orders }: { orders: EnteredOrder[] }) {
  return <Table<EnteredOrder> aria-label="Saved envelopes" size="small" rowKey="orderNumber" columns={columns} dataSource={orders} pagination={false} locale={{ emptyText: 'No envelope saved yet.' }} />;
}
