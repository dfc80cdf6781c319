import { PageTitle, ReportDaysPicker, useReportRange } from '@shutterday/ui';
import { PLATFORM_REPORT_MAX_DAYS } from '@shutterday/domain/staff';
import { Col, Flex, Row, Typography } from 'antd';
import { PlatformReportCard } from '../../../../features/platform-reports/components/platform-report-card';
import { PLATFORM_REPORT_CARDS, platformReportRequest } from '../../../../features/platform-reports/report-request';

/** `/admin/reports`: the platform's reports across all studios, as CSV files for the chosen days (spec §7). */
export default function PlatformReportsRoute() {
  const { range, setRange, timeZone } = useReportRange();
  const { request, error } = platformReportRequest(range, timeZone);
  return (
    <Flex vertical gap={16}>
      <PageTitle title="Reports" />
      <Typography.Title level={2} style={{ margin: 0 }}>
        Reports
      </Typography.Title>
      <Typography.Paragraph style={{ margin: 0 }}>Every studio&apos;s figures for the days you choose, as CSV files a spreadsheet opens.</Typography.Paragraph>
      <ReportDaysPicker
        required
        value={range}
        onChange={setRange}
        error={error}
        hint={`Both days included, at most ${PLATFORM_REPORT_MAX_DAYS}, as your calendar reads them (${timeZone}).`}
      />
      <Row gutter={[16, 16]}>
        {PLATFORM_REPORT_CARDS.map((card) => (
          <Col key={card.report} xs={24} md={12} xl={8}>
            <PlatformReportCard {...card} request={request} />
          </Col>
        ))}
      </Row>
    </Flex>
  );
}
