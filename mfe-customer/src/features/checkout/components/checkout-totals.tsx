import { formatUsd, orderBreakdown, type OrderAmounts } from '@shutterday/domain';

interface BreakdownProps {
  totals: OrderAmounts & { promoCode?: string | null; shippingLabel?: string | null };
}

/**
 * Every amount that makes up the total, subtotal to total, from the domain's one breakdown (checkout,
 * review, order page, order lookup and the e-mail show the same lines); a discount shows negative.
 */
export function CheckoutTotals({ totals }: BreakdownProps) {
  const breakdown = orderBreakdown(totals, totals);
  return (
    <dl className="sdc-totals" aria-label="Order totals">
      {breakdown.lines.map((line) => (
        <div key={line.key} data-amount={line.amount}>
          <dt>{line.label}</dt>
          <dd>{formatUsd(line.amount)}</dd>
        </div>
      ))}
      <div className="sdc-totals__total" data-total={breakdown.total}>
        <dt>Total</dt>
        <dd>{formatUsd(breakdown.total)}</dd>
      </div>
    </dl>
  );
}
