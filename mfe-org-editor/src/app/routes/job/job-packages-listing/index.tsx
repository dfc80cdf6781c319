import { useStudioJobPackages } from '@shutterday/api-client/staff';
import { PageTitle, QueryState } from '@shutterday/ui';
import { JobPackagesTable } from '../../../../features/job-catalog/components/job-packages-table';
import { useJobScope } from '../../../../lib/job-scope';

/** The admin job editor's `packages/listing`: what the job's customers are offered (through its package sets). */
export default function JobPackagesListingRoute() {
  const packages = useStudioJobPackages(useJobScope());
  return (
    <>
      <PageTitle title="Packages" />
      <QueryState query={packages} errorTitle="We couldn't load the packages">
        {(data) => <JobPackagesTable packages={data} caption="Packages this job offers" />}
      </QueryState>
    </>
  );
}
