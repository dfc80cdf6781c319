import { useCheckout, useCheckoutTotals, usePostCheckout, useValidateAddress } from '@shutterday/api-client';
import { MILITARY_SHIPPING_CODE } from '@shutterday/domain';
import { useCallback, useMemo, useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { CheckoutForm } from '../../../../features/checkout/components/checkout-form';
import { CheckoutTotals } from '../../../../features/checkout/components/checkout-totals';
import { PromoForm } from '../../../../features/checkout/components/promo-form';
import { usePromo } from '../../../../features/checkout/hooks/use-promo';
import { checkoutFormDefaults, choicesOf, toCheckoutRequest, type CheckoutChoices, type CheckoutFormValues } from '../../../../features/checkout/model/checkout-form-values';
import { paidOrderOf } from '../../../../features/checkout/model/paid-checkout';
import { checkoutDraftsAtom, draftOf } from '../../../../features/checkout/state/checkout-draft-atom';
import { useSessionEntry } from '../../../../lib/session-records';
import { useJobContext } from '../../../../features/ordering/hooks/job-context';
import { useOrderMethod } from '../../../../features/ordering/hooks/use-order-method';
import { areaPath, useBasename } from '../../../../lib/basename-context';
import { ErrorPanel } from '../../../../lib/error-panel';
import { errorText } from '../../../../lib/retry-policy';
import { LoadingBlock, usePageTitle } from '@shutterday/ui/lean';

/** `/:studioSlug/:jobId/checkout`: details, address check, shipping and promo; then the review. */
export default function CheckoutRoute() {
  const { jobId } = useJobContext();
  const { method } = useOrderMethod(jobId);
  const checkout = useCheckout(jobId);
  const post = usePostCheckout(jobId);
  const validate = useValidateAddress(jobId);
  const promo = usePromo(jobId);
  const [error, setError] = useState<string | null>(null);
  const [choices, setChoices] = useState<CheckoutChoices | null>(null);
  // What was typed since the details were last posted survives a reload (the card is never part of it).
  const typed = useSessionEntry(checkoutDraftsAtom, String(jobId));
  const defaults = useMemo(
    () => {
      if (!checkout.data) return null;
      const saved = checkoutFormDefaults(checkout.data.details, method ?? 'Prepay', checkout.data.shippingOptions);
      return typed.value ? { ...saved, ...typed.value } : saved;
    },
    // The form keeps what is typed; the first load decides its defaults.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [Boolean(checkout.data), method],
  );
  // The panel follows the form's choices at once, priced by the server (nothing is kept until "Review").
  const preview = useCheckoutTotals(jobId, choices ?? (defaults ? choicesOf(defaults) : {}));
  const basename = useBasename();
  const navigate = useNavigate();
  const keepValues = typed.set;
  const keepTyped = useCallback((values: CheckoutFormValues) => keepValues(draftOf(values)), [keepValues]);
  usePageTitle('Checkout');

  const submit = async (values: CheckoutFormValues) => {
    setError(null);
    try {
      const request = toCheckoutRequest(values);
      // The address check first: a wrong ZIP or state is told before anything is saved.
      const billing = await validate.mutateAsync({ address: request.billingAddress });
      const shipping = request.shippingAddress ? await validate.mutateAsync({ address: request.shippingAddress }) : billing;
      const military = !request.isPartOfBatchOrder && shipping.military;
      await post.mutateAsync(military ? { ...request, shippingOption: { code: MILITARY_SHIPPING_CODE } } : request);
      typed.remove();
      void navigate(areaPath(basename, `${jobId}/checkout/review`));
    } catch (cause) {
      setError(errorText(cause));
    }
  };

  if (checkout.isError) return <ErrorPanel title="We couldn't load the checkout" message={errorText(checkout.error)} onRetry={() => void checkout.refetch()} />;
  if (!checkout.data) return <LoadingBlock label="Loading the checkout…" />;
  const state = checkout.data;
  // Back after paying: the cart is spent, so the way forward is the order just placed, not an empty form.
  const paid = !state.details && state.totals.subtotal === 0 ? paidOrderOf(jobId) : null;
  if (paid) return <Navigate to={areaPath(basename, `${jobId}/order/${paid}`)} replace />;
  return (
    <>
      <h1 className="sdc-title">Checkout</h1>
      <div className="sdc-columns">
        <CheckoutForm
          defaults={defaults ?? checkoutFormDefaults(state.details, method ?? 'Prepay', state.shippingOptions)}
          shippingOptions={state.shippingOptions}
          pending={post.isPending || validate.isPending}
          error={error}
          onSubmit={(values) => void submit(values)}
          onChoicesChange={setChoices}
          onValuesChange={keepTyped}
        />
        <aside aria-label="Order summary" className="sdc-summary">
          <h2>Summary</h2>
          <CheckoutTotals totals={preview.data ?? state.totals} />
          <PromoForm applied={state.totals.promoCode} pending={promo.pending} error={promo.error} onApply={promo.apply} onRemove={promo.remove} />
          <p>
            <Link to={areaPath(basename, `${jobId}/cart`)}>Back to the cart</Link>
          </p>
        </aside>
      </div>
    </>
  );
}
