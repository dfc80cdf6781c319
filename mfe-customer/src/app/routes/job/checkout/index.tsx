import { useCheckout, usePostCheckout, useValidateAddress } from '@shutterday/api-client';
import { MILITARY_SHIPPING_CODE } from '@shutterday/domain';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { CheckoutForm } from '../../../../features/checkout/components/checkout-form';
import { CheckoutTotals } from '../../../../features/checkout/components/checkout-totals';
import { PromoForm } from '../../../../features/checkout/components/promo-form';
import { usePromo } from '../../../../features/checkout/hooks/use-promo';
import { checkoutFormDefaults, toCheckoutRequest, type CheckoutFormValues } from '../../../../features/checkout/model/checkout-form-values';
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
  const basename = useBasename();
  const navigate = useNavigate();
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
      void navigate(areaPath(basename, `${jobId}/checkout/review`));
    } catch (cause) {
      setError(errorText(cause));
    }
  };

  if (checkout.isError) return <ErrorPanel title="We couldn't load the checkout" message={errorText(checkout.error)} onRetry={() => void checkout.refetch()} />;
  if (!checkout.data) return <LoadingBlock label="Loading the checkout…" />;
  const state = checkout.data;
  return (
    <>
      <h1 className="sdc-title">Checkout</h1>
      <div className="sdc-columns">
        <CheckoutForm
          defaults={checkoutFormDefaults(state.details, method ?? 'Prepay')}
          shippingOptions={state.shippingOptions}
          pending={post.isPending || validate.isPending}
          error={error}
          onSubmit={(values) => void submit(values)}
        />
        <aside aria-label="Order summary" className="sdc-summary">
          <h2>Summary</h2>
          <CheckoutTotals totals={state.totals} />
          <PromoForm applied={state.totals.promoCode} pending={promo.pending} error={promo.error} onApply={promo.apply} onRemove={promo.remove} />
          <p>
            <Link to={areaPath(basename, `${jobId}/cart`)}>Back to the cart</Link>
          </p>
        </aside>
      </div>
    </>
  );
}
