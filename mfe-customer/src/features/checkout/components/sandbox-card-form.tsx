import { formatUsd, SANDBOX_LIVE_CARD_MESSAGE, sandboxPaymentMethodFor } from '@shutterday/domain';
import { cardBrand, checkCard, formatCardNumber, formatCvc, formatExpiry, type CardErrors, type CardInput } from '@shutterday/domain/card';
import { useState, type FormEvent } from 'react';
import type { CardFormProps } from '../model/card-payment';
import { CardField } from './card-field';
import { SandboxChallenge, useSandboxChallenge } from './sandbox-challenge';

const FIELDS = ['number', 'expiry', 'cvc'] as const;
const ERROR_ID = 'sdc-card-error';
const fieldId = (field: (typeof FIELDS)[number]) => `sdc-card-${field}`;

/**
 * The sandbox's card form (PAYMENTS=sandbox): checked as Stripe's own form checks it (number, expiry in
 * the future, CVC), then Stripe's test card turned into its test PaymentMethod id in the browser — the
 * number itself is never sent. A card that is not a test card is refused as Stripe's test mode refuses it.
 * Like Stripe's form it shows one error at a time, the current one: a new attempt replaces the last refusal.
 * Nothing typed here is ever stored (no state outside this component).
 */
export function SandboxCardForm({ total, pending, error, onPay, onDismissError }: CardFormProps) {
  const [card, setCard] = useState<CardInput>({ number: '', expiry: '', cvc: '' });
  const [errors, setErrors] = useState<CardErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const challenge = useSandboxChallenge();
  const set = (field: keyof CardInput) => (value: string) => setCard((c) => ({ ...c, [field]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onDismissError?.();
    const check = checkCard(card, new Date());
    setErrors(check.ok ? {} : check.errors);
    if (!check.ok) {
      const first = FIELDS.find((field) => check.errors[field]);
      if (first) document.getElementById(fieldId(first))?.focus();
      return;
    }
    const paymentMethod = sandboxPaymentMethodFor(check.number);
    setRefusal(paymentMethod ? null : SANDBOX_LIVE_CARD_MESSAGE);
    if (paymentMethod) onPay(paymentMethod, challenge.authenticate);
  };
  const invalid = FIELDS.find((field) => errors[field]);
  const message = (invalid && errors[invalid]) ?? refusal ?? error;
  const field = (name: (typeof FIELDS)[number]) => ({
    id: fieldId(name),
    value: card[name],
    onValue: set(name),
    inputMode: 'numeric' as const,
    'aria-invalid': invalid === name ? true : undefined,
    'aria-describedby': invalid === name ? ERROR_ID : undefined,
  });
  return (
    <form className="sdc-form" onSubmit={submit} noValidate aria-label="Payment">
      <CardField label="Card number" autoComplete="cc-number" placeholder="1234 1234 1234 1234" format={formatCardNumber} {...field('number')} />
      <div className="sdc-row">
        <CardField label="Expiry (MM/YY)" autoComplete="cc-exp" placeholder="MM/YY" format={formatExpiry} {...field('expiry')} />
        <CardField label="CVC" autoComplete="cc-csc" placeholder="CVC" format={(typed) => formatCvc(typed, cardBrand(card.number))} {...field('cvc')} />
      </div>
      <p className="sdc-lead">Test mode: pay with Stripe&apos;s test card 4242 4242 4242 4242, any future date and any CVC.</p>
      {message && (
        <p id={ERROR_ID} className="sdc-notice sdc-notice--error" role="alert">
          {message}
        </p>
      )}
      {challenge.open ? (
        <SandboxChallenge {...challenge} />
      ) : (
        <button type="submit" className="sdc-button sdc-button--wide" disabled={pending}>
          {pending ? 'Paying…' : `Pay ${formatUsd(total)}`}
        </button>
      )}
    </form>
  );
}
