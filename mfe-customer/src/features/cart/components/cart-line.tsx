import { formatUsd, MAX_CART_QUANTITY, missingChoices, missingChoicesSentence, type CartOrderService, type CartPackage } from '@shutterday/domain';
import { useId } from 'react';
import { Link } from 'react-router';
import { choiceFieldId } from '../../../lib/choice-field-id';
import { LineItems } from './line-items';

interface CartLineProps {
  line: CartPackage;
  jobId: number;
  /** The cart's personalizations, drawn on the previews. */
  personalizations: readonly CartOrderService[];
  /** The first line of the page: its previews are on the first screen. */
  firstScreen?: boolean;
  name: string;
  incomplete: boolean;
  /** The studio changed the package since the parent chose it. */
  changed?: boolean;
  saving: boolean;
  editHref: string;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}

const QUANTITIES = Array.from({ length: Math.min(MAX_CART_QUANTITY, 20) + 1 }, (_, n) => n);

/** One package of the cart: who it is for, its price, quantity (0 removes it), edit and remove. */
export function CartLine({ line, jobId, personalizations, firstScreen = false, name, incomplete, changed = false, saving, editHref, onQuantity, onRemove }: CartLineProps) {
  const id = useId();
  // The server decides that a line is incomplete; the same domain rule names what it lacks, and
  // "Finish it" opens the package with the cursor in the first of those fields.
  const missing = incomplete ? missingChoices(line.cartPackageItems) : [];
  const finishHref = missing[0] ? `${editHref}#${choiceFieldId(missing[0].kind, missing[0].nodeId)}` : editHref;
  return (
    <li className={incomplete ? 'sdc-line sdc-line--incomplete' : 'sdc-line'} aria-labelledby={`${id}-name`}>
      <div className="sdc-line__head">
        <h2 id={`${id}-name`} className="sdc-line__name">
          {name}
          <span className="sdc-sub">for {line.subjectName}</span>
        </h2>
        <span className="sdc-line__price">{formatUsd(line.price * line.quantity)}</span>
      </div>
      <LineItems line={line} jobId={jobId} personalizations={personalizations} eager={firstScreen} />
      {changed && (
        <p className="sdc-notice">
          The studio changed this package since you chose it. <Link to={editHref}>See what changed</Link>
        </p>
      )}
      {incomplete && (
        <p className="sdc-field-error">
          {missingChoicesSentence(missing) || 'This package still needs your choices.'} <Link to={finishHref}>Finish it</Link>
        </p>
      )}
      <div className="sdc-line__tools">
        <label htmlFor={`${id}-qty`}>Quantity</label>
        <select id={`${id}-qty`} value={line.quantity} disabled={saving} onChange={(event) => onQuantity(Number(event.target.value))}>
          {QUANTITIES.map((n) => (
            <option key={n} value={n}>
              {n === 0 ? '0 (remove)' : n}
            </option>
          ))}
        </select>
        <Link to={editHref} aria-label={`Edit ${name} for ${line.subjectName}`}>
          Edit
        </Link>
        <button type="button" className="sdc-button sdc-button--ghost" disabled={saving} onClick={onRemove} aria-label={`Remove ${name} for ${line.subjectName}`}>
          Remove
        </button>
      </div>
    </li>
  );
}
