import { formatUsd, type CartDetails, type CartPackage } from '@shutterday/domain';
import { CartLine } from './cart-line';

interface CartViewProps {
  cart: CartDetails;
  saving: boolean;
  editHref: (line: CartPackage) => string;
  /** Lines whose package the studio changed since the parent chose it. */
  changedLineIds?: readonly number[];
  onQuantity: (line: CartPackage, quantity: number) => void;
  onRemove: (line: CartPackage) => void;
  onRemoveService: (serviceId: number) => void;
}

/** The cart's lines, its services and its total (cents recomputed by the server). */
export function CartView({ cart, saving, editHref, changedLineIds = [], onQuantity, onRemove, onRemoveService }: CartViewProps) {
  const services = [...cart.cartOrderServicesDetails.retouches, ...cart.cartOrderServicesDetails.personalizations];
  const subjectName = (id: number) => {
    const s = cart.subjects.find((x) => x.id === id);
    return s ? `${s.firstName} ${s.lastName}` : '';
  };
  return (
    <>
      <ul className="sdc-lines" aria-label="Packages in your cart">
        {cart.cartPackages.map((line, index) => (
          <CartLine
            key={line.id}
            line={line}
            jobId={cart.jobId}
            personalizations={cart.cartOrderServicesDetails.personalizations}
            firstScreen={index === 0}
            name={cart.packageNames[line.packageId] ?? 'Package'}
            incomplete={cart.incompleteCartPackageIds.includes(line.id)}
            changed={changedLineIds.includes(line.id)}
            saving={saving}
            editHref={editHref(line)}
            onQuantity={(q) => onQuantity(line, q)}
            onRemove={() => onRemove(line)}
          />
        ))}
      </ul>
      {services.length > 0 && (
        <section aria-labelledby="sdc-cart-services">
          <h2 id="sdc-cart-services">Services</h2>
          <ul className="sdc-lines">
            {services.map((service) => {
              const label = `${cart.cartOrderServicesDetails.retouches.includes(service) ? 'Retouching' : 'Personalization'} for ${subjectName(service.subjectId)}`;
              return (
                <li key={service.id} className="sdc-line sdc-line__head">
                  <span>{label}</span>
                  <span>{formatUsd(service.price)}</span>
                  <button type="button" className="sdc-button sdc-button--ghost" disabled={saving} onClick={() => onRemoveService(service.id)} aria-label={`Remove ${label}`}>
                    Remove
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
      )}
      <dl className="sdc-totals">
        <div className="sdc-totals__total">
          <dt>Cart total</dt>
          <dd>{formatUsd(cart.total)}</dd>
        </div>
      </dl>
    </>
  );
}
