import { useCartDetails, useJobPackages } from '@shutterday/api-client';
import { decideOrderMethod, OrderMethod } from '@shutterday/domain';
import { useEffect } from 'react';
import { OrderMethodChoice } from '../../../../features/ordering/components/order-method-choice';
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

/**
 * `subject/:subjectId/select-package/:imageId?`: the packages of the job, standard first. A parent who came
 * by a child's code has not chosen how to order: when the job offers both, the page asks first.
 */
export default function SelectPackageRoute() {
  const { jobId, availability } = useJobContext();
  const { method, choose } = useOrderMethod(jobId);
  const decision = decideOrderMethod(method, availability.methods);
  const decided = decision.kind === 'chosen' ? decision.method : null;
  useEffect(() => {
    if (method === null && decided !== null) choose(decided);
  }, [method, decided, choose]);
  const params = useParams();
  const { match } = useSubjectAccess(jobId, safeRouteId(params.subjectId, 'subjectId'));
  usePageTitle('Choose a package');
  if (decision.kind === 'ask' && match) {
    return (
      <>
        <h1 className="sdc-title">
          Choose a package
          <span className="sdc-sub">for {`${match.firstName} ${match.lastName}`}</span>
        </h1>
        <OrderMethodChoice availability={availability} value={null} onChange={(m) => choose(m)} locked={false} />
      </>
    );
  }
  return <PackagesOf orderMethod={decided ?? OrderMethod.Prepay} />;
}

function PackagesOf({ orderMethod }: { orderMethod: OrderMethod }) {
  const { jobId } = useJobContext();
  const params = useParams();
  const subjectId = safeRouteId(params.subjectId, 'subjectId');
  const { match } = useSubjectAccess(jobId, subjectId);
  const packages = useJobPackages(jobId, orderMethod);
  const cart = useCartDetails(jobId, orderMethod);
  const basename = useBasename();
  const navigate = useNavigate();

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
