import { formatUsd, type OrderSearchResult } from '@shutterday/domain';

type Totals = Pick<OrderSearchResult, 'subtotal' | 'discount' | 'shipping' | 'tax' | 'total'>;

/** Subtotal to total; a discount shows as a negative amount so the column adds up. */
export function OrderTotals({ totals }: { totals: Totals }) {
  const rows: [string, number][] = [
    ['Subtotal', totals.subtotal],
    ['Discount', totals.discount === 0 ? 0 : -Math.abs(totals.discount)],
    ['Shipping', totals.shipping],
    ['Tax', totals.tax],
  ];
  return (
    <dl className="sdc-totals">
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
