import { useCartDetails, useJobPackages, useJobServices } from '@shutterday/api-client';
import { prepayServicesApply } from '@shutterday/domain';
import { Link } from 'react-router';
import { CartView } from '../../../../features/cart/components/cart-view';
import { useCartChanges } from '../../../../features/cart/hooks/use-cart-changes';
import { useJobContext } from '../../../../features/ordering/hooks/job-context';
import { useOrderMethod } from '../../../../features/ordering/hooks/use-order-method';
import { areaPath, useBasename } from '../../../../lib/basename-context';
import { ErrorPanel } from '../../../../lib/error-panel';
import { errorText } from '../../../../lib/retry-policy';
import { useStudio } from '../../../../lib/studio-context';
import { useLeanConfirm } from '../../../../lib/use-lean-confirm';
import { LoadingBlock, usePageTitle } from '@shutterday/ui/lean';
import { PAGE_TEXT } from '../../../page-text';

/** `/:studioSlug/:jobId/cart`: the cart kept on the server, with quantities, removal and what is missing. */
export default function CartRoute() {
  const { jobId } = useJobContext();
  const studio = useStudio();
  const { method, setPackageCount } = useOrderMethod(jobId);
  const orderMethod = method ?? 'Prepay';
  const cart = useCartDetails(jobId, orderMethod);
  const services = useJobServices(studio.id, jobId);
  // What the job offers now: a line whose package is no longer offered was changed by the studio.
  const offered = useJobPackages(jobId, orderMethod);
  const [confirm, confirmElement] = useLeanConfirm();
  const changes = useCartChanges({ jobId, orderMethod, confirm, onCount: setPackageCount });
  const basename = useBasename();
  const path = (rest: string) => areaPath(basename, `${jobId}/${rest}`);
  usePageTitle(PAGE_TEXT.cartTitle);

  const failed = cart.error ?? services.error;
  const body = failed ? (
    <ErrorPanel headingLevel={2} title="We couldn't load your cart" message={errorText(failed)} error={failed} onRetry={() => void Promise.all([cart.refetch(), services.refetch()])} />
  ) : !cart.data ? (
    <LoadingBlock label="Loading your cart…" />
  ) : cart.data.cartPackages.length === 0 ? (
    <p className="sdc-empty">
      Your cart is empty. <Link to={path('search')}>Find your photos</Link>
    </p>
  ) : (
    <>
      <CartView
        cart={cart.data}
        saving={changes.saving}
        editHref={(line) => path(`edit-cart-package/${line.id}`)}
        changedLineIds={offered.data ? cart.data.cartPackages.filter((line) => !offered.data.some((p) => p.id === line.packageId)).map((line) => line.id) : []}
        onQuantity={(line, q) => void changes.setQuantity(cart.data, line, q)}
        onRemove={(line) => void changes.removeLine(cart.data, line)}
        onRemoveService={(id) => void changes.removeService(cart.data, id)}
      />
      <p className="sdc-actions">
        <Link to={path('select-subject')}>Add more packages</Link>
        {cart.data.incompleteCartPackageIds.length > 0 ? (
          <span className="sdc-field-error">Finish the flagged packages to check out.</span>
        ) : !services.data ? (
          // The job's services say where Continue leads; the lines and their previews do not wait for them.
          <button type="button" className="sdc-button" disabled>
            Continue
          </button>
        ) : (
          <Link className="sdc-button" to={path(prepayServicesApply(services.data, cart.data.cartPackages.flatMap((p) => p.cartPackageItems.map((i) => i.productCode))) ? 'cart/services' : 'checkout')}>
            Continue
          </Link>
        )}
      </p>
    </>
  );
  return (
    <>
      <h1 className="sdc-title">{PAGE_TEXT.cartTitle}</h1>
      <p role="status" className={changes.message?.error ? 'sdc-notice sdc-notice--error' : changes.saving || changes.message ? 'sdc-notice' : undefined}>
        {changes.saving ? 'Saving your cart…' : changes.message?.text}
      </p>
      {body}
      {confirmElement}
    </>
  );
}
