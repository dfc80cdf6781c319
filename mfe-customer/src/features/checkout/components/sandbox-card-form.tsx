import { checkCard, formatUsd, SANDBOX_LIVE_CARD_MESSAGE, sandboxPaymentMethodFor, type CardErrors } from '@shutterday/domain';
import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { TextField } from '../../../lib/text-field';
import type { CardFormProps } from '../model/card-payment';
import { SandboxChallenge, useSandboxChallenge } from './sandbox-challenge';

interface CardValues {
  number: string;
  expiry: string;
  cvc: string;
}

/**
 * The sandbox's card form (PAYMENTS=sandbox): checked as Stripe's own form checks it (number, expiry in
 * the future, CVC), then Stripe's test card turned into its test PaymentMethod id in the browser — the
 * number itself is never sent. A card that is not a test card is refused as Stripe's test mode refuses it.
 */
export function SandboxCardForm({ total, pending, error, onPay }: CardFormProps) {
  const { register, getValues } = useForm<CardValues>({ defaultValues: { number: '', expiry: '', cvc: '' } });
  const [errors, setErrors] = useState<CardErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const challenge = useSandboxChallenge();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkCard(getValues(), new Date());
    setErrors(check.ok ? {} : check.errors);
    if (!check.ok) return;
    const paymentMethod = sandboxPaymentMethodFor(check.number);
    setRefusal(paymentMethod ? null : SANDBOX_LIVE_CARD_MESSAGE);
    if (paymentMethod) onPay(paymentMethod, challenge.authenticate);
  };
  const message = refusal ?? error;
  return (
    <form className="sdc-form" onSubmit={submit} noValidate aria-label="Payment">
      <TextField label="Card number" inputMode="numeric" autoComplete="cc-number" registration={register('number')} error={errors.number} />
      <div className="sdc-row">
        <TextField label="Expiry (MM/YY)" inputMode="numeric" autoComplete="cc-exp" placeholder="MM/YY" registration={register('expiry')} error={errors.expiry} />
        <TextField label="CVC" inputMode="numeric" autoComplete="cc-csc" maxLength={4} registration={register('cvc')} error={errors.cvc} />
      </div>
      <p className="sdc-lead">Test mode: pay with Stripe&apos;s test card 4242 4242 4242 4242, any future date and any CVC.</p>
      {message && (
        <p className="sdc-notice sdc-notice--error" role="alert">
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
