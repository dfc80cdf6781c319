import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { formatUsd } from '@shutterday/domain';
import { useState, type FormEvent } from 'react';
import type { CardFormProps } from '../model/card-payment';
import { AUTHENTICATION_FAILED } from './sandbox-challenge';

const loaded = new Map<string, Promise<Stripe | null>>();
const stripeFor = (key: string) => {
  if (!loaded.has(key)) loaded.set(key, loadStripe(key));
  return loaded.get(key)!;
};

function StripeCard({ total, pending, error, onPay, onDismissError }: CardFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [local, setLocal] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    onDismissError?.();
    setLocal(null);
    const card = elements?.getElement(CardElement);
    if (!stripe || !card) return;
    const created = await stripe.createPaymentMethod({ type: 'card', card });
    if (created.error) return setLocal(created.error.message ?? 'Your card could not be used.');
    setLocal(null);
    onPay(created.paymentMethod.id, async (action) => {
      // Stripe.js shows the bank's 3-D Secure challenge; the server then reads the intent back itself.
      const result = await stripe.handleNextAction({ clientSecret: action.clientSecret });
      if (result.error) throw new Error(result.error.message ?? AUTHENTICATION_FAILED);
    });
  };
  const message = local ?? error;
  return (
    <form className="sdc-form" onSubmit={(event) => void submit(event)} noValidate aria-label="Payment">
      <label>
        Card
        <div className="sdc-card-element">
          <CardElement options={{ hidePostalCode: true }} />
        </div>
      </label>
      {message && (
        <p className="sdc-notice sdc-notice--error" role="alert">
          {message}
        </p>
      )}
      <button type="submit" className="sdc-button sdc-button--wide" disabled={pending || !stripe}>
        {pending ? 'Paying…' : `Pay ${formatUsd(total)}`}
      </button>
    </form>
  );
}

/** Stripe Elements (PAYMENTS=stripe), loaded only in that mode: the card goes to Stripe, a PaymentMethod id to us. */
export default function StripeCardForm({ publishableKey, ...props }: CardFormProps & { publishableKey: string }) {
  return (
    <Elements stripe={stripeFor(publishableKey)}>
      <StripeCard {...props} />
    </Elements>
  );
}
