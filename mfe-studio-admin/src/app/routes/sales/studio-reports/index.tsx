import { usePaymentsSummary } from '@shutterday/api-client/staff';
import { PageTitle, QueryState, ReportDaysPicker, reportDays, useReportRange } from '@shutterday/ui';
import { Flex, Typography } from 'antd';
import { PaymentsSummaryPanel } from '../../../../features/reports/components/payments-summary-panel';
import { ReportExports } from '../../../../features/reports/components/report-exports';
import { RevenueCharts } from '../../../../features/revenue-charts/components/revenue-charts';
import { useStudioId } from '../../../../lib/use-studio-id';

/** `reports`: the studio's paid orders of the chosen days and the CSV exports (spec §7 studio reports). */
export default function StudioReportsRoute() {
  const studioId = useStudioId();
  const { range, setRange, timeZone } = useReportRange();
  const days = reportDays(range);
  const summary = usePaymentsSummary(studioId, { ...days, timeZone });
  return (
    <Flex vertical gap={16}>
      <PageTitle title="Reports" />
      <Typography.Title level={2} style={{ margin: 0 }}>
        Reports
      </Typography.Title>
      <ReportDaysPicker value={range} onChange={setRange} hint={`Days as your calendar reads them (${timeZone}); clear both for all time.`} />
      <QueryState query={summary} errorTitle="We couldn't load the payments summary">
        {(data) => (
          <Flex vertical gap={16}>
            <PaymentsSummaryPanel summary={data} />
            <RevenueCharts summary={data} title="Revenue over time" />
          </Flex>
        )}
      </QueryState>
      <Typography.Title level={3} style={{ margin: 0 }}>
        Exports
      </Typography.Title>
      <ReportExports studioId={studioId} days={{ ...days, timeZone }} />
    </Flex>
  );
}
