import { useNavigate } from 'react-router';
import { JobUnavailableView } from '../../../../features/ordering/components/job-unavailable-view';
import { useJobContext } from '../../../../features/ordering/hooks/job-context';
import { useOrderMethod } from '../../../../features/ordering/hooks/use-order-method';
import { areaPath, useBasename } from '../../../../lib/basename-context';
import { usePageTitle } from '@shutterday/ui/lean';

/** `/:studioSlug/:jobId/unavailable`: where the entry guard sends a parent, told why. */
export default function JobUnavailableRoute() {
  const { jobId, job, availability } = useJobContext();
  const { method, choose } = useOrderMethod(jobId);
  const basename = useBasename();
  const navigate = useNavigate();
  usePageTitle('This event is not available');
  return (
    <JobUnavailableView
      jobName={job.name}
      availability={availability}
      method={method}
      eventsHref={areaPath(basename)}
      searchHref={areaPath(basename, `${jobId}/search`)}
      onSwitchMethod={(next) => {
        choose(next);
        void navigate(areaPath(basename, `${jobId}/search`));
      }}
    />
  );
}
