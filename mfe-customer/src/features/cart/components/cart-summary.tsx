import { formatUsd, multiplyCents, type CartDetails } from '@shutterday/domain';
import { LineItems } from './line-items';

/**
 * The review before "Pay" (issue 19): every package with its child, what it holds and its price, read
 * only. Changing it is the cart's job ("Change my cart").
 */
export function CartSummary({ cart }: { cart: CartDetails }) {
  return (
    <section aria-labelledby="sdc-review-packages">
      <h2 id="sdc-review-packages">Your packages</h2>
      <ul className="sdc-lines" aria-label="Packages in your order">
        {cart.cartPackages.map((line, index) => {
          const name = cart.packageNames[line.packageId] ?? 'Package';
          return (
            <li key={line.id} className="sdc-line" aria-label={`${name} for ${line.subjectName}`}>
              <div className="sdc-line__head">
                <h3 className="sdc-line__name">
                  {name}
                  <span className="sdc-sub">for {line.subjectName}</span>
                </h3>
                <span className="sdc-line__price">
                  {line.quantity > 1 && <span className="sdc-sub">{`${line.quantity} × ${formatUsd(line.price)}`}</span>}
                  {formatUsd(multiplyCents(line.price, line.quantity))}
                </span>
              </div>
              <LineItems line={line} jobId={cart.jobId} personalizations={cart.cartOrderServicesDetails.personalizations} eager={index === 0} />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
