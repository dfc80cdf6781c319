import { useExportPlatformReport } from '@shutterday/api-client/staff';
import type { PlatformReport, PlatformReportRequest } from '@shutterday/domain/staff';
import { useSaveDownload } from '@shutterday/ui';
import { DownloadOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Typography } from 'antd';

export interface PlatformReportCardProps {
  report: PlatformReport;
  title: string;
  description: string;
  /** The days to report on; null while they cannot be used (the button is then off and nothing is sent). */
  request: PlatformReportRequest | null;
}

/** One report: what it holds and its download, busy while the server makes the file. */
export function PlatformReportCard({ report, title, description, request }: PlatformReportCardProps) {
  const download = useExportPlatformReport(report);
  const save = useSaveDownload();
  return (
    <Card title={<Typography.Title level={3} style={{ margin: 0, fontSize: 'inherit' }}>{title}</Typography.Title>} style={{ height: '100%' }}>
      <Flex vertical gap={12} align="flex-start">
        <Typography.Text type="secondary">{description}</Typography.Text>
        <Button icon={<DownloadOutlined />} loading={download.isPending} disabled={!request} onClick={() => request && save(download.mutateAsync(request))}>
          {`Download ${title.toLowerCase()}`}
        </Button>
      </Flex>
    </Card>
  );
}
