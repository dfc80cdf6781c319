import { deliveryStatusLabel, formatDate, formatUsd, OrderMethod, trackingUrl, type OrderSearchResult } from '@shutterday/domain';
import { OrderLines } from './order-lines';
import { CheckoutTotals } from '../../checkout/components/checkout-totals';

/** What an order holds, as the lookup or the confirmation page found it. */
export function OrderSummary({ order }: { order: OrderSearchResult }) {
  const delivery = order.delivery;
  const tracking = delivery ? trackingUrl(delivery.carrier, delivery.trackingNumber) : null;
  return (
    <article className="sdc-order" aria-labelledby="sdc-order-title">
      <h1 id="sdc-order-title" className="sdc-title">
        Order #{order.orderNumber}
      </h1>
      <dl className="sdc-facts">
        <div>
          <dt>Event</dt>
          <dd>{order.jobName}</dd>
        </div>
        <div>
          <dt>Placed on</dt>
          <dd>
            <time dateTime={order.placedAt}>{formatDate(order.placedAt)}</time>
          </dd>
        </div>
        <div>
          <dt>Status</dt>
          {/* Once the studio starts on the prints, where they are says more than that the order was paid. */}
          {delivery && delivery.status !== 'paid' ? <dd>{deliveryStatusLabel(delivery)}</dd> : <dd className="sdc-capitalize">{order.status}</dd>}
        </div>
        {delivery?.trackingNumber ? (
          <div>
            <dt>Tracking</dt>
            <dd>
              {delivery.carrier ? `${delivery.carrier} ` : ''}
              {tracking ? (
                <a href={tracking} target="_blank" rel="noopener noreferrer">
                  {delivery.trackingNumber}
                  <span className="sdc-visually-hidden"> (the carrier&apos;s tracking page, in a new tab)</span>
                </a>
              ) : (
                delivery.trackingNumber
              )}
            </dd>
          </div>
        ) : null}
        <div>
          <dt>Ordered as</dt>
          <dd>{order.orderMethod === OrderMethod.Prepay ? 'Pre-order' : 'Gallery order'}</dd>
        </div>
        <div>
          <dt>Name</dt>
          <dd>{order.customerName}</dd>
        </div>
      </dl>
      <OrderLines lines={order.lines} />
      <CheckoutTotals totals={order} />
      {order.refunded > 0 && order.status !== 'refunded' ? <p className="sdc-sub">Refunded to your card: {formatUsd(order.refunded)}</p> : null}
    </article>
  );
}
