import { useUnsubscribeFromPhotos } from '@shutterday/api-client';
import { usePageTitle } from '@shutterday/ui/lean';
import { useParams, useSearchParams } from 'react-router';
import { ErrorPanel } from '../../../lib/error-panel';
import { errorText } from '../../../lib/retry-policy';

/** `/:studioSlug/unsubscribe/:jobId?email&sig`: the link of a studio's e-mail about photos. Nothing changes until the click. */
export default function UnsubscribePage() {
  const { jobId = '' } = useParams();
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const unsubscribe = useUnsubscribeFromPhotos();
  usePageTitle('Unsubscribe');
  if (unsubscribe.isSuccess) return <p role="status" className="sdc-lead">{unsubscribe.data.message}</p>;
  return (
    <>
      <h1 className="sdc-title">No more e-mails about photos?</h1>
      <p className="sdc-lead">{email} will get no more e-mails about photos from this studio.</p>
      {unsubscribe.isError && <ErrorPanel title="We couldn't unsubscribe you" message={errorText(unsubscribe.error)} />}
      <button type="button" className="sdc-button" disabled={unsubscribe.isPending} onClick={() => unsubscribe.mutate({ jobId: Number(jobId), email, sig: params.get('sig') ?? '' })}>
        Unsubscribe
      </button>
    </>
  );
}
