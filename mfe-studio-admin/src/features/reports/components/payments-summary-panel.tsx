import { formatUsd, orderBreakdown, type OrderMethod } from '@shutterday/domain';
import type { PaymentsSummary } from '@shutterday/domain/staff';
import { Card, Col, Descriptions, Empty, Flex, Row, Statistic, Table } from 'antd';

/** The paid orders of the chosen days: counts, the breakdown of their total, by method and by job. */
export function PaymentsSummaryPanel({ summary }: { summary: PaymentsSummary }) {
  const figures: [string, string][] = [
    ['Paid orders', String(summary.paid.count)],
    ['Revenue', formatUsd(summary.paid.total)],
    ['Refunded', `${formatUsd(summary.refunded.total)} (${summary.refunded.count})`],
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
      <Row gutter={[16, 16]}>
        <Col xs={24} md={12}>
          <Descriptions
            title="Revenue breakdown"
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
