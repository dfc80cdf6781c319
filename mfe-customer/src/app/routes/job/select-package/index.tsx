import { useCartDetails, useJobPackages } from '@shutterday/api-client';
import { useNavigate, useParams } from 'react-router';
import { FindSubjectFirst } from '../../../../features/ordering/components/find-subject-first';
import { useJobContext } from '../../../../features/ordering/hooks/job-context';
import { useOrderMethod } from '../../../../features/ordering/hooks/use-order-method';
import { useSubjectAccess } from '../../../../features/ordering/hooks/use-subject-access';
import { PackageList } from '../../../../features/packages/components/package-list';
import { areaPath, useBasename } from '../../../../lib/basename-context';
import { ErrorPanel } from '../../../../lib/error-panel';
import { errorText } from '../../../../lib/retry-policy';
import { safeRouteId } from '../../../../lib/use-job-id';
import { LoadingBlock, usePageTitle } from '@shutterday/ui/lean';

/** `subject/:subjectId/select-package/:imageId?`: the packages of the job, standard first. */
export default function SelectPackageRoute() {
  const { jobId } = useJobContext();
  const params = useParams();
  const subjectId = safeRouteId(params.subjectId, 'subjectId');
  const { method } = useOrderMethod(jobId);
  const orderMethod = method ?? 'Prepay';
  const { match } = useSubjectAccess(jobId, subjectId);
  const packages = useJobPackages(jobId, orderMethod);
  const cart = useCartDetails(jobId, orderMethod);
  const basename = useBasename();
  const navigate = useNavigate();
  usePageTitle('Choose a package');

  if (!match) return <FindSubjectFirst searchHref={areaPath(basename, `${jobId}/search`)} />;
  const name = `${match.firstName} ${match.lastName}`;
  const failed = packages.error ?? cart.error;
  return (
    <>
      <h1 className="sdc-title">
        Choose a package
        <span className="sdc-sub">for {name}</span>
      </h1>
      {failed ? (
        <ErrorPanel headingLevel={2} title="We couldn't load the packages" message={errorText(failed)} error={failed} onRetry={() => void Promise.all([packages.refetch(), cart.refetch()])} />
      ) : !packages.data || !cart.data ? (
        <LoadingBlock label="Loading the packages…" />
      ) : (
        <PackageList
          packages={packages.data}
          cart={cart.data}
          orderMethod={orderMethod}
          onChoose={(pkg) => {
            const image = params.imageId ? `/${params.imageId}` : '';
            void navigate(areaPath(basename, `${jobId}/subject/${match.id}/package-options/${pkg.id}${image}`));
          }}
        />
      )}
    </>
  );
}
