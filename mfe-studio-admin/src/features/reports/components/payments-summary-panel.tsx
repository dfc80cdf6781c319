import { formatUsd, orderBreakdown, type OrderMethod } from '@shutterday/domain';
import { MONEY_FIGURES, PAID_BY, PAID_BY_LABELS, type PaymentsSummary, type RevenueCount } from '@shutterday/domain/staff';
import { MoneyFigureNote } from '@shutterday/ui';
import { Card, Col, Descriptions, Empty, Flex, Row, Statistic, Table } from 'antd';

const revenueCountText = ({ count, revenue }: RevenueCount) => `${formatUsd(revenue)} (${count} paid ${count === 1 ? 'order' : 'orders'})`;

/**
 * The paid orders of the chosen days: counts, the revenue (product sales less refunds; tax and shipping
 * apart, since the studio does not keep them), what is still unpaid (bill the school), the breakdown of what
 * parents paid, by order method, by how they paid and by job. Each figure is named with its definition.
 */
export function PaymentsSummaryPanel({ summary }: { summary: PaymentsSummary }) {
  const { net, refunded } = summary.revenue;
  const unpaid = summary.byPayment.unpaid;
  const figures: [string, string][] = [
    [MONEY_FIGURES.paidOrders.label, String(summary.paid.count)],
    [MONEY_FIGURES.revenue.label, formatUsd(net.product)],
    ['Refunded', `${formatUsd(refunded.total)} (${summary.refunded.count} refunded whole)`],
    [MONEY_FIGURES.unpaid.label, `${formatUsd(unpaid.total)} (${unpaid.count} ${unpaid.count === 1 ? 'order' : 'orders'})`],
  ];
  if (summary.paid.count === 0 && summary.refunded.count === 0 && unpaid.count === 0) return <Empty description="No order was paid on these days." />;
  const breakdown = orderBreakdown(summary.paid);
  return (
    <Flex vertical gap={16}>
      <Row gutter={[16, 16]}>
        {figures.map(([label, value]) => (
          <Col xs={24} sm={12} lg={6} key={label}>
            <Card role="group" aria-label={label}>
              <Statistic title={label} value={value} />
            </Card>
          </Col>
        ))}
      </Row>
      <MoneyFigureNote figures={['revenue', 'paidOrders', 'unpaid']} />
      <Descriptions
        title="Revenue, tax and shipping"
        bordered
        size="small"
        column={{ xs: 1, md: 3 }}
        items={[
          { key: 'product', label: 'Product sales', children: `${formatUsd(net.product)} (${formatUsd(summary.revenue.charged.product)} less ${formatUsd(refunded.product)} refunded)` },
          { key: 'tax', label: 'Sales tax collected', children: `${formatUsd(net.tax)} (${formatUsd(refunded.tax)} refunded)` },
          { key: 'shipping', label: 'Shipping', children: `${formatUsd(net.shipping)} (${formatUsd(refunded.shipping)} refunded)` },
        ]}
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} md={12}>
          <Descriptions
            title="What parents paid"
            bordered
            size="small"
            column={1}
            items={[
              ...breakdown.lines.map((line) => ({ key: line.key, label: line.label, children: formatUsd(line.amount) })),
              { key: 'total', label: 'Total', children: <strong>{formatUsd(breakdown.total)}</strong> },
            ]}
          />
        </Col>
        <Col xs={24} md={12}>
          <Descriptions
            title="By order method"
            bordered
            size="small"
            column={1}
            items={(Object.entries(summary.byMethod) as [OrderMethod, RevenueCount][]).map(([method, figures]) => ({
              key: method,
              label: method,
              children: revenueCountText(figures),
            }))}
          />
        </Col>
      </Row>
      <Table
        caption="By how people paid"
        rowKey="key"
        size="small"
        pagination={false}
        dataSource={PAID_BY.map((key) => ({ key, label: PAID_BY_LABELS[key], ...(key === 'unpaid' ? { count: unpaid.count, revenue: null, owed: unpaid.total } : { ...summary.byPayment[key], owed: null }) }))}
        columns={[
          { title: 'Paid by', dataIndex: 'label' },
          { title: 'Orders', dataIndex: 'count', align: 'right' },
          { title: MONEY_FIGURES.revenue.label, dataIndex: 'revenue', align: 'right', render: (cents: number | null) => (cents === null ? '—' : formatUsd(cents)) },
          { title: 'Owed', dataIndex: 'owed', align: 'right', render: (cents: number | null) => (cents === null ? '—' : formatUsd(cents)) },
        ]}
      />
      <Table
        caption="Jobs with the largest revenue"
        rowKey="jobId"
        size="small"
        pagination={false}
        dataSource={summary.jobs}
        columns={[
          { title: 'Job', dataIndex: 'jobName' },
          { title: MONEY_FIGURES.paidOrders.label, dataIndex: 'count', align: 'right' },
          { title: MONEY_FIGURES.revenue.label, dataIndex: 'revenue', align: 'right', render: (cents: number) => formatUsd(cents) },
        ]}
      />
    </Flex>
  );
}
