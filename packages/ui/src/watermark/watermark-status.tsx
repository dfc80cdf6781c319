import type { WatermarkView } from '@shutterday/domain/staff';
import { Alert, Progress, Typography } from 'antd';

const SOURCE_TEXT: Record<'platform' | 'studio', Record<WatermarkView['source'], string>> = {
  platform: {
    default: 'Proofs carry the default mark: the studio’s name and “PROOF”, repeated. Save a mark to change it for every studio without its own.',
    platform: 'This mark is on the proofs of every studio that has no mark of its own.',
    studio: '',
  },
  studio: {
    default: 'Your proofs carry the platform’s default mark. Save a mark of your own to replace it on your photos.',
    platform: 'Your proofs carry the platform’s mark. Save a mark of your own to replace it on your photos.',
    studio: 'Your proofs carry your studio’s own mark.',
  },
};

/** Where the mark in force comes from, and how far the background re-marking of the proofs has got. */
export function WatermarkStatus({ view, scope }: { view: WatermarkView; scope: 'platform' | 'studio' }) {
  const { total, remaining } = view.previews;
  return (
    <>
      <Typography.Paragraph style={{ margin: 0 }}>{SOURCE_TEXT[scope][view.source]}</Typography.Paragraph>
      {remaining > 0 ? (
        <Alert
          type="info"
          showIcon
          title={`Re-marking proofs in the background: ${total - remaining} of ${total} done`}
          description={
            <>
              <Progress percent={total ? Math.floor(((total - remaining) * 100) / total) : 0} aria-label="Proofs re-marked" />
              Parents see the new mark on each proof as soon as it is done. Originals are never changed, and paid downloads never carry a mark.
            </>
          }
        />
      ) : total > 0 ? (
        <Typography.Text type="secondary">{`All ${total} proofs carry this mark.`}</Typography.Text>
      ) : null}
    </>
  );
}
