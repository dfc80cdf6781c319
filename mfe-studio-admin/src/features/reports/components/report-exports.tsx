import { useExportPayments, useExportSubjects, useExportYearbook } from '@shutterday/api-client/staff';
import type { PaymentsExportRequest } from '@shutterday/domain/staff';
import { useSaveDownload, type ReportDays } from '@shutterday/ui';
import { DownloadOutlined } from '@ant-design/icons';
import { Button, Card, Col, Flex, Row, Select, Typography } from 'antd';
import { useState } from 'react';
import { JobPicker } from './job-picker';

/** The payments export's choices: every order, one method or one status (spec §7 filterType and filter). */
const PAYMENT_FILTERS: Array<{ value: string; label: string; request: Pick<PaymentsExportRequest, 'filterType' | 'filter'> }> = [
  { value: 'all', label: 'All orders', request: {} },
  { value: 'Prepay', label: 'Prepay orders', request: { filterType: 'orderMethod', filter: 'Prepay' } },
  { value: 'Gallery', label: 'Gallery orders', request: { filterType: 'orderMethod', filter: 'Gallery' } },
  { value: 'paid', label: 'Paid orders', request: { filterType: 'status', filter: 'paid' } },
  { value: 'refunded', label: 'Refunded orders', request: { filterType: 'status', filter: 'refunded' } },
];

/** The CSV downloads: the orders of the chosen days (filtered, one job or all), one job's subjects, one job's yearbook poses. */
export function ReportExports({ studioId, days }: { studioId: number; days: ReportDays }) {
  const payments = useExportPayments(studioId);
  const subjects = useExportSubjects(studioId);
  const yearbook = useExportYearbook(studioId);
  const [filter, setFilter] = useState('all');
  const [paymentsJob, setPaymentsJob] = useState<number>();
  const [subjectsJob, setSubjectsJob] = useState<number>();
  const [yearbookJob, setYearbookJob] = useState<number>();
  const save = useSaveDownload();
  const chosen = PAYMENT_FILTERS.find((option) => option.value === filter)!;
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={12}>
        <Card title="Payments (CSV)">
          <Flex vertical gap={12} align="flex-start">
            <Typography.Text type="secondary">One row per order of these days, with its parent, children and amounts.</Typography.Text>
            <Select aria-label="Orders to export" value={filter} onChange={setFilter} options={PAYMENT_FILTERS} style={{ minWidth: 200 }} />
            <JobPicker studioId={studioId} label="Job of the payments" placeholder="All jobs" value={paymentsJob} onChange={setPaymentsJob} />
            <Button
              icon={<DownloadOutlined />}
              loading={payments.isPending}
              onClick={() => save(payments.mutateAsync({ ...days, ...chosen.request, jobId: paymentsJob }))}
            >
              Download payments
            </Button>
          </Flex>
        </Card>
      </Col>
      <Col xs={24} lg={12}>
        <Card title="Subjects of a job (CSV)">
          <Flex vertical gap={12} align="flex-start">
            <Typography.Text type="secondary">The job&apos;s roster with what each child&apos;s parents paid for on these days.</Typography.Text>
            <JobPicker studioId={studioId} label="Job of the subjects" placeholder="Choose a job" value={subjectsJob} onChange={setSubjectsJob} />
            <Button icon={<DownloadOutlined />} loading={subjects.isPending} disabled={subjectsJob === undefined} onClick={() => save(subjects.mutateAsync({ ...days, jobId: subjectsJob! }))}>
              Download subjects
            </Button>
          </Flex>
        </Card>
      </Col>
      <Col xs={24} lg={12}>
        <Card title="Yearbook poses (CSV)">
          <Flex vertical gap={12} align="flex-start">
            <Typography.Text type="secondary">Each child of the job with the yearbook pose of their latest paid order, whatever the days.</Typography.Text>
            <JobPicker studioId={studioId} label="Job of the yearbook poses" placeholder="Choose a job" value={yearbookJob} onChange={setYearbookJob} />
            <Button icon={<DownloadOutlined />} loading={yearbook.isPending} disabled={yearbookJob === undefined} onClick={() => save(yearbook.mutateAsync({ jobId: yearbookJob! }))}>
              Download yearbook poses
            </Button>
          </Flex>
        </Card>
      </Col>
    </Row>
  );
}
