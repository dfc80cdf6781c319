import type { CheckoutAddress, CheckoutDetails } from '@shutterday/domain';

const line = (a: CheckoutAddress) => [a.line1, a.line2, `${a.city}, ${a.state} ${a.postalCode}`].filter(Boolean).join(', ');

/** The posted details, read back for the parent to check before paying. */
export function DetailsReview({ details, shippingLabel }: { details: CheckoutDetails; shippingLabel: string | null }) {
  const shipTo = details.isPartOfBatchOrder ? null : details.shippingAddressSameAsBillingAddress || !details.shippingAddress ? details.billingAddress : details.shippingAddress;
  return (
    <dl className="sdc-facts">
      <div>
        <dt>Name</dt>
        <dd>
          {details.customer.firstName} {details.customer.lastName}
        </dd>
      </div>
      <div>
        <dt>Email</dt>
        <dd>{details.customer.email}</dd>
      </div>
      <div>
        <dt>Billing address</dt>
        <dd>{line(details.billingAddress)}</dd>
      </div>
      <div>
        <dt>Delivery</dt>
        <dd>{shipTo ? `${shippingLabel ?? 'Mail'} to ${line(shipTo)}` : shippingLabel}</dd>
      </div>
    </dl>
  );
}
