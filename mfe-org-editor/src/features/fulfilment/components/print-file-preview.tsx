import { downloadPrintFile } from '@shutterday/api-client/staff';
import type { PrintFileInfo } from '@shutterday/domain/staff';
import { useSaveDownload } from '@shutterday/ui';
import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Spin, Tag, Typography } from 'antd';
import { useEffect, useMemo } from 'react';
import { useJobScope } from '../../../lib/job-scope';

/** One print file: its preview (the file itself, scaled down by the server), its state and its download. */
export function PrintFilePreview({ orderNumber, file }: { orderNumber: string; file: PrintFileInfo }) {
  const scope = useJobScope();
  const save = useSaveDownload();
  const preview = useQuery({
    queryKey: ['studioadmin', 'print-file-preview', scope.studioId, scope.jobId, orderNumber, file.id],
    queryFn: () => downloadPrintFile(scope, orderNumber, file, 'preview'),
    enabled: file.status === 'ready',
    staleTime: Infinity,
  });
  const url = useMemo(() => (preview.data ? URL.createObjectURL(preview.data.blob) : null), [preview.data]);
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);
  return (
    <Flex vertical gap={4} style={{ width: 200 }}>
      {file.status === 'ready' ? url ? <img src={url} alt={`Print preview ${file.fileName}`} style={{ width: '100%' }} /> : <Spin /> : <Tag color={file.status === 'failed' ? 'red' : 'blue'}>{file.status === 'failed' ? 'Failed' : 'Being made…'}</Tag>}
      <Typography.Text style={{ fontSize: 12 }}>{file.fileName}{file.width ? ` · ${file.width}×${file.height}` : ''}</Typography.Text>
      {file.reason && <Typography.Text type="secondary" style={{ fontSize: 12 }}>{`Reprint: ${file.reason}`}</Typography.Text>}
      {file.failureReason && <Typography.Text type="danger" style={{ fontSize: 12 }}>{file.failureReason}</Typography.Text>}
      <Button size="small" disabled={file.status !== 'ready'} onClick={() => void save(downloadPrintFile(scope, orderNumber, file))}>
        Download print file
      </Button>
    </Flex>
  );
}
