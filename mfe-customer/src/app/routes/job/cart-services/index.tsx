import { useAddPersonalization, useAddRetouch, useCartDetails, useJobServices } from '@shutterday/api-client';
import { useState } from 'react';
import { Link } from 'react-router';
import { useCartChanges } from '../../../../features/cart/hooks/use-cart-changes';
import { useJobContext } from '../../../../features/ordering/hooks/job-context';
import { useOrderMethod } from '../../../../features/ordering/hooks/use-order-method';
import { SubjectServices } from '../../../../features/services/components/subject-services';
import { areaPath, useBasename } from '../../../../lib/basename-context';
import { ErrorPanel } from '../../../../lib/error-panel';
import { errorText } from '../../../../lib/retry-policy';
import { useStudio } from '../../../../lib/studio-context';
import { useLeanConfirm } from '../../../../lib/use-lean-confirm';
import { LoadingBlock, usePageTitle } from '@shutterday/ui/lean';

/** `/:studioSlug/:jobId/cart/services`: retouching and personalization per child in the cart. */
export default function CartServicesRoute() {
  const { jobId } = useJobContext();
  const studio = useStudio();
  const { method, setPackageCount } = useOrderMethod(jobId);
  const orderMethod = method ?? 'Prepay';
  const cart = useCartDetails(jobId, orderMethod);
  const services = useJobServices(studio.id, jobId);
  const retouch = useAddRetouch(jobId);
  const personalize = useAddPersonalization(jobId);
  const [confirm, confirmElement] = useLeanConfirm();
  const changes = useCartChanges({ jobId, orderMethod, confirm, onCount: setPackageCount });
  const [error, setError] = useState<string | null>(null);
  const basename = useBasename();
  usePageTitle('Retouching and names on photos');
  const saving = changes.saving || retouch.isPending || personalize.isPending;
  const guard = (promise: Promise<unknown>) => {
    setError(null);
    promise.catch((cause: unknown) => setError(errorText(cause)));
  };

  const failed = cart.error ?? services.error;
  return (
    <>
      <h1 className="sdc-title">Retouching and names on photos</h1>
      <p role="status" className={saving ? 'sdc-notice' : undefined}>
        {saving ? 'Saving…' : ''}
      </p>
      {(error ?? changes.message?.error) && (
        <p className="sdc-notice sdc-notice--error" role="alert">
          {error ?? changes.message?.text}
        </p>
      )}
      {failed ? (
        <ErrorPanel headingLevel={2} title="We couldn't load the services" message={errorText(failed)} error={failed} onRetry={() => void Promise.all([cart.refetch(), services.refetch()])} />
      ) : !cart.data || !services.data ? (
        <LoadingBlock label="Loading the services…" />
      ) : cart.data.subjects.length === 0 ? (
        <p className="sdc-empty">Your cart is empty.</p>
      ) : (
        cart.data.subjects.map((subject) => (
          <SubjectServices
            key={subject.id}
            cart={cart.data}
            subject={subject}
            services={services.data}
            saving={saving}
            onRetouch={(subjectId) => guard(retouch.mutateAsync({ subjectId }))}
            onPersonalize={(request) => guard(personalize.mutateAsync(request))}
            onRemove={(id) => void changes.removeService(cart.data, id)}
          />
        ))
      )}
      <p className="sdc-actions">
        <Link to={areaPath(basename, `${jobId}/cart`)}>Back to the cart</Link>
        <Link className="sdc-button" to={areaPath(basename, `${jobId}/checkout`)}>
          Continue to checkout
        </Link>
      </p>
      {confirmElement}
    </>
  );
}
