import { orderLookupAtom, useCartDetails, useCheckout, useSubmitCheckout } from '@shutterday/api-client';
import { isPaymentActionRequired, type SubmitCheckoutAnswer } from '@shutterday/domain';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { CartSummary } from '../../../../features/cart/components/cart-summary';
import { linePreviews } from '../../../../features/cart/model/line-previews';
import { CardForm } from '../../../../features/checkout/components/card-form';
import { paidPrintsAtom } from '../../../../features/order/state/paid-prints-atom';
import { withEntry } from '../../../../lib/session-records';
import { CheckoutTotals } from '../../../../features/checkout/components/checkout-totals';
import { DetailsReview } from '../../../../features/checkout/components/details-review';
import type { Authenticate } from '../../../../features/checkout/model/card-payment';
import { paidOrderOf, rememberPaidOrder } from '../../../../features/checkout/model/paid-checkout';
import { useJobContext } from '../../../../features/ordering/hooks/job-context';
import { useOrderMethod } from '../../../../features/ordering/hooks/use-order-method';
import { areaPath, useBasename } from '../../../../lib/basename-context';
import { ErrorPanel } from '../../../../lib/error-panel';
import { errorText } from '../../../../lib/retry-policy';
import { LoadingBlock, usePageTitle } from '@shutterday/ui/lean';

/** A bank may ask more than once; past this the parent starts again with the form. */
const MAX_CHALLENGES = 3;

/** `/:studioSlug/:jobId/checkout/review`: check everything, then pay once. A refused card keeps the cart. */
export default function CheckoutReviewRoute() {
  const { jobId } = useJobContext();
  const { method, setPackageCount } = useOrderMethod(jobId);
  const checkout = useCheckout(jobId);
  const cart = useCartDetails(jobId, method ?? 'Prepay');
  const submit = useSubmitCheckout(jobId);
  const setLookup = useSetAtom(orderLookupAtom);
  const [error, setError] = useState<string | null>(null);
  const setPaidPrints = useSetAtom(paidPrintsAtom);
  const basename = useBasename();
  const navigate = useNavigate();
  usePageTitle('Review your order');

  if (checkout.isError) return <ErrorPanel title="We couldn't load your order" message={errorText(checkout.error)} onRetry={() => void checkout.refetch()} />;
  if (!checkout.data) return <LoadingBlock label="Loading your order…" />;
  const { details, totals, incompleteCartPackageIds } = checkout.data;
  if (!details) {
    // Back after paying: the cart is spent, so the way forward is the order just placed.
    const paid = totals.subtotal === 0 ? paidOrderOf(jobId) : null;
    return <Navigate to={areaPath(basename, paid ? `${jobId}/order/${paid}` : `${jobId}/checkout`)} replace />;
  }

  const keepPaidPrints = (orderNumber: string) => {
    const names = cart.data?.packageNames ?? {};
    const prints = (cart.data?.cartPackages ?? []).flatMap((line) =>
      linePreviews(line, cart.data?.cartOrderServicesDetails.personalizations ?? []).map((preview) => ({
        label: `${preview.itemName} · ${names[line.packageId] ?? 'Package'} for ${line.subjectName}`,
        itemName: preview.itemName,
        input: preview.input,
      })),
    );
    setPaidPrints((kept) => withEntry(kept, `${jobId}:${orderNumber}`, prints.slice(0, 50)));
  };

  const pay = async (paymentToken: string, authenticate: Authenticate) => {
    setError(null);
    try {
      let answer: SubmitCheckoutAnswer = await submit.mutateAsync({ paymentToken, expectedTotal: totals.total });
      for (let round = 0; isPaymentActionRequired(answer); round += 1) {
        if (round === MAX_CHALLENGES) throw new Error('Your bank did not confirm this payment. Nothing was charged; please pay again.');
        await authenticate(answer);
        answer = await submit.mutateAsync({ paymentToken, paymentIntentId: answer.paymentIntentId, expectedTotal: totals.total });
      }
      const order = answer;
      // The confirmation shows the prints the parent saw here (the order's answer names packages only).
      keepPaidPrints(order.orderNumber);
      // The order page shows what was just placed; the next order starts a fresh cart (spec §4).
      setLookup({ email: order.email, order });
      rememberPaidOrder(jobId, order.orderNumber);
      setPackageCount(0);
      void navigate(areaPath(basename, `${jobId}/order/${order.orderNumber}`), { replace: true });
    } catch (cause) {
      setError(errorText(cause));
      void checkout.refetch();
    }
  };

  return (
    <>
      <h1 className="sdc-title">Review your order</h1>
      {cart.data ? (
        <CartSummary cart={cart.data} />
      ) : cart.isError ? (
        <ErrorPanel headingLevel={2} title="We couldn't load your packages" message={errorText(cart.error)} onRetry={() => void cart.refetch()} />
      ) : (
        <LoadingBlock label="Loading your packages…" />
      )}
      <DetailsReview details={details} shippingLabel={totals.shippingLabel} />
      <p>
        <Link to={areaPath(basename, `${jobId}/checkout`)}>Change my details</Link> · <Link to={areaPath(basename, `${jobId}/cart`)}>Change my cart</Link>
      </p>
      <CheckoutTotals totals={totals} />
      {incompleteCartPackageIds.length > 0 ? (
        <p className="sdc-notice sdc-notice--error" role="alert">
          Some packages still need your choices. <Link to={areaPath(basename, `${jobId}/cart`)}>Finish them in the cart</Link>
        </p>
      ) : (
        <CardForm
          total={totals.total}
          pending={submit.isPending}
          error={error}
          onDismissError={() => setError(null)}
          onPay={(paymentMethodId, authenticate) => void pay(paymentMethodId, authenticate)}
        />
      )}
    </>
  );
}
