import { usePaymentsSummary } from '@shutterday/api-client/staff';
import { PageTitle, QueryState } from '@shutterday/ui';
import { DatePicker, Flex, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { PaymentsSummaryPanel } from '../../../../features/reports/components/payments-summary-panel';
import { ReportExports } from '../../../../features/reports/components/report-exports';
import { browserTimeZone, reportDays, thisMonth } from '../../../../features/reports/report-days';
import { useStudioId } from '../../../../lib/use-studio-id';

/** `reports`: the studio's paid orders of the chosen days and the CSV exports (spec §7 studio reports). */
export default function StudioReportsRoute() {
  const studioId = useStudioId();
  const [range, setRange] = useState<[Dayjs | null, Dayjs | null] | null>(thisMonth);
  const days = reportDays(range);
  const timeZone = browserTimeZone();
  const summary = usePaymentsSummary(studioId, { ...days, timeZone });
  return (
    <Flex vertical gap={16}>
      <PageTitle title="Reports" />
      <Typography.Title level={2} style={{ margin: 0 }}>
        Reports
      </Typography.Title>
      <Flex gap={8} align="center" wrap>
        <label htmlFor="report-days">Days</label>
        <DatePicker.RangePicker id={{ start: 'report-days' }} value={range} onChange={setRange} format="MM/DD/YYYY" allowEmpty={[true, true]} aria-label="Report days" />
        <Typography.Text type="secondary">{`Days as your calendar reads them (${timeZone}); clear both for all time.`}</Typography.Text>
      </Flex>
      <QueryState query={summary} errorTitle="We couldn't load the payments summary">
        {(data) => <PaymentsSummaryPanel summary={data} />}
      </QueryState>
      <Typography.Title level={3} style={{ margin: 0 }}>
        Exports
      </Typography.Title>
      <ReportExports studioId={studioId} days={{ ...days, timeZone }} />
    </Flex>
  );
}
