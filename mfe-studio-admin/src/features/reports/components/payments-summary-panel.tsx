import { formatUsd, orderBreakdown, type OrderMethod } from '@shutterday/domain';
import type { PaymentsSummary } from '@shutterday/domain/staff';
import { Card, Col, Descriptions, Empty, Flex, Row, Statistic, Table } from 'antd';

/**
 * The paid orders of the chosen days: counts, the revenue (product sales less refunds; tax and shipping
 * apart, since the studio does not keep them), the breakdown of what parents paid, by method and by job.
 */
export function PaymentsSummaryPanel({ summary }: { summary: PaymentsSummary }) {
  const { net, refunded } = summary.revenue;
  const figures: [string, string][] = [
    ['Paid orders', String(summary.paid.count)],
    ['Revenue', formatUsd(net.product)],
    ['Refunded', `${formatUsd(refunded.total)} (${summary.refunded.count} refunded whole)`],
  ];
  if (summary.paid.count === 0 && summary.refunded.count === 0) return <Empty description="No order was paid on these days." />;
  const breakdown = orderBreakdown(summary.paid);
  return (
    <Flex vertical gap={16}>
      <Row gutter={[16, 16]}>
        {figures.map(([label, value]) => (
          <Col xs={24} sm={8} key={label}>
            <Card role="group" aria-label={label}>
              <Statistic title={label} value={value} />
            </Card>
          </Col>
        ))}
      </Row>
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
            items={(Object.entries(summary.byMethod) as [OrderMethod, { count: number; total: number }][]).map(([method, figures]) => ({
              key: method,
              label: method,
              children: `${formatUsd(figures.total)} (${figures.count} ${figures.count === 1 ? 'order' : 'orders'})`,
            }))}
          />
        </Col>
      </Row>
      <Table
        caption="Jobs with the largest revenue"
        rowKey="jobId"
        size="small"
        pagination={false}
        dataSource={summary.jobs}
        columns={[
          { title: 'Job', dataIndex: 'jobName' },
          { title: 'Paid orders', dataIndex: 'count', align: 'right' },
          { title: 'Revenue', dataIndex: 'total', align: 'right', render: (cents: number) => formatUsd(cents) },
        ]}
      />
    </Flex>
  );
}
