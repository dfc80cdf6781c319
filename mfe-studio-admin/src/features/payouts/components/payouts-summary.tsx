import { usePayouts } from '@shutterday/api-client/staff';
import { PAYMENT_PROVIDER, verificationRequiredMessage } from '@shutterday/domain';
import { ORDER_PAYMENT_STATE_LABELS, orderPaymentState, type PayoutEntry, type PayoutOrder, type PayoutsOverview } from '@shutterday/domain/staff';
import { DateText, Money, QueryState } from '@shutterday/ui';
import { Alert, Card, Flex, Statistic, Table, Tag, Typography, type TableColumnsType } from 'antd';

const money = (cents: number) => <Money cents={cents} />;

const PAYOUT_COLUMNS: TableColumnsType<PayoutEntry> = [
  { title: 'Arrives', dataIndex: 'arrivalDate' },
  { title: 'Amount', dataIndex: 'amount', align: 'right', render: money },
  { title: 'Status', dataIndex: 'status', render: (status: PayoutEntry['status']) => <Tag color={status === 'paid' ? '#237804' : status === 'failed' ? '#a8071a' : '#0958d9'}>{status.replace('_', ' ')}</Tag> },
];

const ORDER_COLUMNS: TableColumnsType<PayoutOrder> = [
  { title: 'Order', dataIndex: 'orderNumber' },
  { title: 'Paid', dataIndex: 'paidAt', render: (at: string) => <DateText value={at} /> },
  { title: 'Gross', dataIndex: 'gross', align: 'right', render: money },
  { title: 'Tax and shipping', dataIndex: 'taxAndShipping', align: 'right', render: money },
  { title: 'Refunded', dataIndex: 'refunded', align: 'right', render: money },
  { title: 'Commission', dataIndex: 'commission', align: 'right', render: money },
  { title: 'Net', dataIndex: 'net', align: 'right', render: money },
  {
    // Every order says where it stands: paid, partly refunded (what it keeps is its net), refunded, disputed.
    title: 'Status',
    key: 'status',
    render: (_: unknown, order: PayoutOrder) => (
      <Flex gap={4}>
        <Tag>{ORDER_PAYMENT_STATE_LABELS[orderPaymentState({ status: order.status, paymentMethod: 'card', total: order.gross, refunded: order.refunded })]}</Tag>
        {order.disputed && <Tag color="#a8071a">disputed</Tag>}
      </Flex>
    ),
  },
];

function PayoutList({ title, entries, empty }: { title: string; entries: PayoutEntry[]; empty: string }) {
  return (
    <section aria-label={title}>
      <Typography.Title level={3}>{title}</Typography.Title>
      <Table<PayoutEntry> rowKey="id" size="small" columns={PAYOUT_COLUMNS} dataSource={entries} pagination={false} locale={{ emptyText: empty }} scroll={{ x: true }} />
    </section>
  );
}

/** Balance, payouts and each order's split; behind the verification guard (the server refuses it too). */
export function PayoutsSummary({ studioId, verified }: { studioId: number; verified: boolean }) {
  const payouts = usePayouts(studioId, verified);
  if (!verified) return <Alert type="warning" showIcon title={verificationRequiredMessage(PAYMENT_PROVIDER)} />;
  return (
    <QueryState query={payouts} errorTitle="We couldn't load your payouts" loadingLabel="Loading your payouts…">
      {(overview: PayoutsOverview) => (
        <Flex vertical gap={24}>
          <Card>
            <Flex gap={48} wrap>
              <Statistic title="Pending balance" value={overview.balance.pending} formatter={() => money(overview.balance.pending)} />
              <Statistic title="Available balance" value={overview.balance.available} formatter={() => money(overview.balance.available)} />
              <Statistic title="Net of listed orders" value={overview.totals.net} formatter={() => money(overview.totals.net)} />
            </Flex>
          </Card>
          <PayoutList title="Upcoming payouts" entries={overview.upcoming} empty="No payout on its way" />
          <PayoutList title="Paid payouts" entries={overview.paid} empty="No payout yet" />
          <section aria-label="Orders">
            <Typography.Title level={3}>Orders</Typography.Title>
            <Table<PayoutOrder> rowKey="orderNumber" size="small" columns={ORDER_COLUMNS} dataSource={overview.orders} pagination={{ pageSize: 20, hideOnSinglePage: true }} locale={{ emptyText: 'No paid order yet' }} scroll={{ x: true }} />
          </section>
        </Flex>
      )}
    </QueryState>
  );
}
