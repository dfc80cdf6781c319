import { formatUsd, type CheckoutTotals as Totals } from '@shutterday/domain';

/** The server's amounts, subtotal to total; a discount shows negative so the column adds up. */
export function CheckoutTotals({ totals }: { totals: Totals }) {
  const rows: [string, number][] = [
    ['Subtotal', totals.subtotal],
    ['Services', totals.services],
    [totals.promoCode ? `Discount (${totals.promoCode})` : 'Discount', totals.discount === 0 ? 0 : -Math.abs(totals.discount)],
    [totals.shippingLabel ? `Shipping (${totals.shippingLabel})` : 'Shipping', totals.shipping],
    ['Tax', totals.tax],
  ];
  return (
    <dl className="sdc-totals" aria-label="Order totals">
      {rows.map(([label, cents]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{formatUsd(cents)}</dd>
        </div>
      ))}
      <div className="sdc-totals__total">
        <dt>Total</dt>
        <dd>{formatUsd(totals.total)}</dd>
      </div>
    </dl>
  );
}
