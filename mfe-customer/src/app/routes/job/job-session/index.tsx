import { customerJobQuery, isApiError, jobAvailabilityQuery } from '@shutterday/api-client';
import { useQuery } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useEffect, useMemo } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useEarlyCart } from '../../../../features/cart/hooks/use-early-cart';
import { JobContext } from '../../../../features/ordering/hooks/job-context';
import { useSessionLoading } from '../../../../features/ordering/hooks/use-session-loading';
import { customerSessionAtom } from '../../../../features/ordering/state/customer-session-atom';
import { useHashFieldFocus } from '../../../../lib/choice-field-id';
import { ErrorPanel } from '../../../../lib/error-panel';
import { PageNotFound } from '../../../../lib/page-not-found';
import { errorText, retryUnlessClientError } from '../../../../lib/retry-policy';
import { useStudio } from '../../../../lib/studio-context';
import { useJobId } from '../../../../lib/use-job-id';
import { LoadingBlock } from '@shutterday/ui/lean';

const AT_CART = /\/(?:cart|confirmCart)\/?$/;

/**
 * `/:studioSlug/:jobId/*`: loads the job and its availability once for every page of the job, keeps
 * the customer session for it, and clears that session when the parent leaves the job's pages. Opened at
 * the cart, it also asks for the cart, its page's code and its first print beside them (`useEarlyCart`).
 */
export function JobSession({ loadCart }: { loadCart: () => Promise<unknown> }) {
  const jobId = useJobId();
  const { pathname } = useLocation();
  useEarlyCart(jobId ?? 0, jobId !== null && AT_CART.test(pathname), loadCart);
  const studio = useStudio();
  const setSession = useSetAtom(customerSessionAtom);
  const job = useQuery({ ...customerJobQuery(jobId ?? 0), enabled: jobId !== null, retry: retryUnlessClientError });
  const availability = useQuery({ ...jobAvailabilityQuery(jobId ?? 0), enabled: jobId !== null, retry: retryUnlessClientError });
  const loading = useSessionLoading(job.isSuccess && availability.isSuccess, jobId);

  useEffect(() => {
    if (jobId === null) return;
    setSession({ jobId, subjectId: null });
    // Leaving the job's pages makes the job id empty: the session goes with it (spec §4).
    return () => setSession(null);
  }, [jobId, setSession]);

  const value = useMemo(
    () => (jobId !== null && job.data && availability.data ? { jobId, job: job.data, availability: availability.data } : null),
    [jobId, job.data, availability.data],
  );

  if (jobId === null) return <PageNotFound />;
  const failed = job.error ?? availability.error;
  if (failed && isApiError(failed) && failed.status === 404) {
    // The server's "Job not found" is staff wording; a parent followed an old or mistyped link.
    return <ErrorPanel title="We can't find this picture day" message="The link may be old or mistyped. The studio's open events are listed on its page." />;
  }
  if (failed) {
    return (
      <ErrorPanel
        title="We couldn't load this event"
        message={errorText(failed)}
        error={failed}
        onRetry={() => void Promise.all([job.refetch(), availability.refetch()])}
      />
    );
  }
  if (!value) return <LoadingBlock label="Loading the event…" />;
  // While the session's loading flag stays on (spec §4), the page is already mounted beneath it, hidden:
  // its code, its data and its first images load during that second instead of after it, and it is
  // whole when it shows. The same element stays mounted when the flag goes off.
  return (
    <JobContext.Provider value={value}>
      {loading && <LoadingBlock label="Loading the event…" />}
      <div className="sdc-job-page" hidden={loading}>
        <Outlet context={studio} />
      </div>
      {!loading && <FocusHashTarget />}
    </JobContext.Provider>
  );
}

/**
 * A page opened with a field's id in its URL's hash ("Finish it" in the cart) gets the cursor there once
 * it shows: a field mounted hidden under the loading flag could not take the focus then.
 */
function FocusHashTarget() {
  useHashFieldFocus();
  return null;
}
