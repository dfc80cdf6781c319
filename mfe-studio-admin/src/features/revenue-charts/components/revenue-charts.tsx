import { formatUsd } from '@shutterday/domain';
import type { PaymentsSummary, RevenuePeriod } from '@shutterday/domain/staff';
import { LoadingBlock } from '@shutterday/ui';
import { Flex, Segmented, Table, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { CHART_HEIGHT } from './chart-size';

// The chart library is loaded with this chunk only, on the pages that chart (Reports, the studio home).
const RevenueChartCanvas = lazy(() => import('./revenue-chart-canvas'));

type By = 'week' | 'month';

/**
 * The payments summary by calendar week (Sunday first) or month: revenue kept (product sales less
 * refunds) as bars, refunds as a line, and the same figures in a table, tax and shipping apart.
 */
export function RevenueCharts({ summary, title }: { summary: Pick<PaymentsSummary, 'byWeek' | 'byMonth'>; title: string }) {
  const [by, setBy] = useState<By>('week');
  const periods = by === 'week' ? summary.byWeek : summary.byMonth;
  return (
    <section aria-label={title}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        <Segmented<By> aria-label="Chart by" value={by} onChange={setBy} options={[{ label: 'By week', value: 'week' }, { label: 'By month', value: 'month' }]} />
      </Flex>
      {periods.length === 0 ? (
        <Typography.Paragraph type="secondary">No paid order to chart on these days.</Typography.Paragraph>
      ) : (
        <>
          <div style={{ minHeight: CHART_HEIGHT }}>
            <Suspense fallback={<LoadingBlock label="Loading the chart…" />}>
              <RevenueChartCanvas periods={periods} by={by} />
            </Suspense>
          </div>
          <Table<RevenuePeriod>
            caption={by === 'week' ? 'Revenue by week' : 'Revenue by month'}
            rowKey="start"
            size="small"
            pagination={false}
            dataSource={periods}
            scroll={{ x: true }}
            columns={[
              { title: by === 'week' ? 'Week of' : 'Month of', dataIndex: 'start' },
              { title: 'Orders', dataIndex: 'count', align: 'right' },
              { title: 'Revenue', dataIndex: 'product', align: 'right', render: (cents: number) => formatUsd(cents) },
              { title: 'Tax', dataIndex: 'tax', align: 'right', render: (cents: number) => formatUsd(cents) },
              { title: 'Shipping', dataIndex: 'shipping', align: 'right', render: (cents: number) => formatUsd(cents) },
              { title: 'Refunded', dataIndex: 'refunded', align: 'right', render: (cents: number) => formatUsd(cents) },
            ]}
          />
        </>
      )}
    </section>
  );
}
