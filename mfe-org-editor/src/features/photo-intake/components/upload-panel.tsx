import { InboxOutlined } from '@ant-design/icons';
import { Button, Flex, Progress, Typography, Upload } from 'antd';
import { overallPercent, type UploadItem } from '../use-upload-queue';
import { useWriteAccess } from '@shutterday/ui';

const STATUS_TEXT: Record<UploadItem['state'], string> = {
  waiting: 'Waiting',
  uploading: 'Uploading',
  done: 'Uploaded',
  duplicate: 'Already uploaded',
  failed: 'Failed',
};

export interface UploadPanelProps {
  items: UploadItem[];
  onFiles: (files: File[]) => void;
  onRetry: (uid: string) => void;
  onRetryFailed: () => void;
  onClear: () => void;
}

/** Drop zone, overall progress and one line per file with its own progress and a retry when it failed. */
export function UploadPanel({ items, onFiles, onRetry, onRetryFailed, onClear }: UploadPanelProps) {
  const failed = items.filter((item) => item.state === 'failed').length;
  const finished = items.filter((item) => item.state === 'done' || item.state === 'duplicate').length;
  // A viewer who may not add photos sees the job's photos, not a drop zone the server would refuse.
  if (!useWriteAccess().allowed) return null;
  return (
    <Flex vertical gap="middle">
      <Upload.Dragger
        multiple
        accept="image/jpeg,image/png,.jpg,.jpeg,.png"
        showUploadList={false}
        beforeUpload={(file) => {
          onFiles([file]);
          return false;
        }}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">Drop photos here or click to choose them</p>
        <p className="ant-upload-hint">JPEG or PNG, up to 40 MB each. Name files with the camera-card code or the subject id (S123) to match them.</p>
      </Upload.Dragger>
      {items.length > 0 && (
        <>
          <Flex align="center" gap="middle" wrap>
            <Typography.Text>
              {finished} of {items.length} uploaded{failed > 0 ? `, ${failed} failed` : ''}
            </Typography.Text>
            <Progress percent={overallPercent(items)} status={failed > 0 ? 'exception' : undefined} style={{ flex: 1, minWidth: 200 }} aria-label="Overall upload progress" />
            {failed > 0 && <Button onClick={onRetryFailed}>Retry failed</Button>}
            <Button onClick={onClear} disabled={finished === 0}>
              Clear uploaded
            </Button>
          </Flex>
          {/* Scrolls when long: focusable so a keyboard can scroll it too (WCAG 2.1.1). */}
          <ul aria-label="Uploads" tabIndex={0} style={{ maxHeight: 320, overflow: 'auto', listStyle: 'none', margin: 0, padding: 0, border: '1px solid #f0f0f0', borderRadius: 8 }}>
            {items.map((item) => (
              <li key={item.uid} aria-label={item.file.name} style={{ padding: '6px 12px', borderBottom: '1px solid #f0f0f0' }}>
                <Flex justify="space-between" align="center" gap="small">
                  <Typography.Text ellipsis>{item.file.name}</Typography.Text>
                  <Flex gap="small" align="center">
                    <Typography.Text type={item.state === 'failed' ? 'danger' : 'secondary'}>
                      {STATUS_TEXT[item.state]}
                      {item.matched === false ? ' · not matched' : ''}
                    </Typography.Text>
                    {item.state === 'failed' && (
                      <Button size="small" onClick={() => onRetry(item.uid)}>
                        Retry
                      </Button>
                    )}
                  </Flex>
                </Flex>
                {item.error && <Typography.Text type="danger">{item.error}</Typography.Text>}
                {item.state === 'uploading' && <Progress percent={item.percent} size="small" aria-label={`Progress of ${item.file.name}`} />}
              </li>
            ))}
          </ul>
        </>
      )}
    </Flex>
  );
}
