import { CAMERA_CARDS_PER_PAGE, cameraCardPageCount } from '@shutterday/domain/staff';
import { Typography } from 'antd';
import { PrintCounts } from '../../../../features/print/components/print-counts';
import { PrintPage } from '../../../../features/print/components/print-page';
import { useJobScope } from '../../../../lib/job-scope';

/** `orders/camera-cards`: one card per group and per subject, for the photographer to shoot before the group photo and each child's photos. */
export default function JobCameraCardsRoute() {
  return (
    <PrintPage
      scope={useJobScope()}
      kind="camera-cards"
      title="Camera cards"
      intro={
        <>
          <Typography.Paragraph>
            One card per subject, {CAMERA_CARDS_PER_PAGE} to a Letter page with cut marks, in class order. Each card shows the child&apos;s name, group
            and the access code parents type to find the photos, and a QR code that tells this job which child the following photos belong to.
          </Typography.Paragraph>
          <Typography.Paragraph>
            Each group (class or team) starts with its own &quot;Group photo&quot; card: photograph it before the group photo, and that photo goes to every
            child of the group.
          </Typography.Paragraph>
          <Typography.Paragraph>On picture day, photograph the card first, then the child. Print at 100 % (no &quot;fit to page&quot;) so the cut marks line up.</Typography.Paragraph>
        </>
      }
      counts={(summary) => <PrintCounts summary={summary} extra={[{ key: 'pages', label: 'Pages', children: cameraCardPageCount(summary) }]} />}
    />
  );
}
