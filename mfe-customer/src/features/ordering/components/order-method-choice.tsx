import { ORDER_METHODS, type CustomerJobAvailability, type OrderMethod } from '@shutterday/domain';

const LABELS: Record<OrderMethod, string> = { Prepay: 'Pre-order (before picture day)', Gallery: 'Order from the photo gallery' };

interface OrderMethodChoiceProps {
  availability: CustomerJobAvailability;
  value: OrderMethod | null;
  onChange: (method: OrderMethod) => void;
  /** A cart already holds packages of the chosen method: switching would strand them. */
  locked: boolean;
}

/** Prepay or Gallery, asked only when the job offers both (spec §4 order method). */
export function OrderMethodChoice({ availability, value, onChange, locked }: OrderMethodChoiceProps) {
  const open = ORDER_METHODS.filter((method) => availability.methods[method].ok);
  if (open.length < 2) return null;
  return (
    <fieldset className="sdc-fieldset" disabled={locked}>
      <legend>How are you ordering?</legend>
      {open.map((method) => (
        <label key={method} className="sdc-choice">
          <input type="radio" name="orderMethod" value={method} checked={value === method} onChange={() => onChange(method)} />
          {LABELS[method]}
        </label>
      ))}
      {locked && <p className="sdc-sub">Your cart already holds packages of this kind of order.</p>}
    </fieldset>
  );
}
