import { formatUsd } from '@shutterday/domain';
import { useId, useState, type FormEvent } from 'react';

interface CardFormProps {
  total: number;
  pending: boolean;
  error: string | null;
  onPay: (cardNumber: string) => void;
}

const digits = (value: string) => value.replace(/\D/g, '');

/**
 * The card to pay with. In the sandbox the card number itself is the payment token (Stripe's test
 * cards: 4242… pays, 4000 0000 0000 0002 is declined). The pay button says the amount it charges.
 */
export function CardForm({ total, pending, error, onPay }: CardFormProps) {
  const id = useId();
  const [card, setCard] = useState('');
  const [expiry, setExpiry] = useState('');
  const [local, setLocal] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const number = digits(card);
    if (number.length < 13 || number.length > 19) return setLocal('Enter the card number as printed on the card');
    if (!/^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/.test(expiry.trim())) return setLocal('Enter the expiry date as MM/YY');
    setLocal(null);
    onPay(number);
  };
  const message = local ?? error;
  return (
    <form className="sdc-form" onSubmit={submit} noValidate aria-label="Payment">
      <label htmlFor={`${id}-card`}>Card number</label>
      <input id={`${id}-card`} value={card} inputMode="numeric" autoComplete="cc-number" onChange={(e) => setCard(e.target.value)} />
      <label htmlFor={`${id}-exp`}>Expiry (MM/YY)</label>
      <input id={`${id}-exp`} value={expiry} inputMode="numeric" autoComplete="cc-exp" placeholder="MM/YY" onChange={(e) => setExpiry(e.target.value)} />
      {message && (
        <p className="sdc-notice sdc-notice--error" role="alert">
          {message}
        </p>
      )}
      <button type="submit" className="sdc-button sdc-button--wide" disabled={pending}>
        {pending ? 'Paying…' : `Pay ${formatUsd(total)}`}
      </button>
    </form>
  );
}
