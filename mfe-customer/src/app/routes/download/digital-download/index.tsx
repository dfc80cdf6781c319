import { isApiError, useDownloadDetails } from '@shutterday/api-client';
import { DOWNLOAD_REFUNDED_MESSAGE } from '@shutterday/domain';
import { useParams } from 'react-router';
import { DownloadView } from '../../../../features/download/components/download-view';
import { ErrorPanel } from '../../../../lib/error-panel';
import { errorText } from '../../../../lib/retry-policy';
import { LoadingBlock, usePageTitle } from '@shutterday/ui/lean';

/** `/:studioSlug/download/:linkId`: a paid digital image behind an expiring link. */
export default function DigitalDownloadRoute() {
  const { linkId = '' } = useParams();
  const details = useDownloadDetails(linkId);
  usePageTitle('Digital download');
  if (details.isPending) return <LoadingBlock label="Loading your download…" />;
  if (details.isError) {
    const status = isApiError(details.error) ? details.error.status : 0;
    // A refunded photo is gone for good, and says so rather than "expired".
    if (status === 410 && errorText(details.error) === DOWNLOAD_REFUNDED_MESSAGE) return <ErrorPanel title="This photo was refunded" message={`${DOWNLOAD_REFUNDED_MESSAGE}.`} />;
    // An unknown or expired link will not work on a second try; a dropped connection may.
    return status >= 400 && status < 500 ? (
      <ErrorPanel title="This download link does not work" message={`${errorText(details.error)}. Ask the studio for a new link.`} />
    ) : (
      <ErrorPanel title="We couldn't load your download" message={errorText(details.error)} onRetry={() => void details.refetch()} />
    );
  }
  return <DownloadView details={details.data} />;
}
