import { formatUsd, multiplyCents, type OrderLine } from '@shutterday/domain';

/** The packages of the order; a table reads well on phones with these four short columns. */
export function OrderLines({ lines }: { lines: OrderLine[] }) {
  if (lines.length === 0) return <p className="sdc-empty">This order has no items.</p>;
  return (
    <table className="sdc-table">
      <caption>Items</caption>
      <thead>
        <tr>
          <th scope="col">Package</th>
          <th scope="col" className="sdc-num">
            Qty
          </th>
          <th scope="col" className="sdc-num">
            Price
          </th>
          <th scope="col" className="sdc-num">
            Amount
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.id}>
            <th scope="row">
              {line.packageName}
              <span className="sdc-sub">
                {line.subjectName}
                {line.refunded ? ' · Refunded' : ''}
              </span>
            </th>
            <td className="sdc-num">{line.quantity}</td>
            <td className="sdc-num">{formatUsd(line.price)}</td>
            <td className="sdc-num">{formatUsd(multiplyCents(line.price, line.quantity))}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
