import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
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
    if (!stripe || !elements) return;
    // The Payment Element checks what was typed (or the wallet's sheet), then Stripe makes the PaymentMethod.
    const checked = await elements.submit();
    if (checked.error) return setLocal(checked.error.message ?? 'Please check your payment details.');
    const created = await stripe.createPaymentMethod({ elements });
    if (created.error) return setLocal(created.error.message ?? 'Your card could not be used.');
    onPay(created.paymentMethod.id, async (action) => {
      // Stripe.js shows the bank's 3-D Secure challenge; the server then reads the intent back itself.
      const result = await stripe.handleNextAction({ clientSecret: action.clientSecret });
      if (result.error) throw new Error(result.error.message ?? AUTHENTICATION_FAILED);
    });
  };
  const message = local ?? error;
  return (
    <form className="sdc-form" onSubmit={(event) => void submit(event)} noValidate aria-label="Payment">
      <PaymentElement options={{ layout: 'tabs', wallets: { applePay: 'auto', googlePay: 'auto' } }} />
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

/**
 * Stripe's Payment Element (PAYMENTS=stripe), loaded only in that mode: a card, Apple Pay or Google Pay
 * (which give a card) where the phone has them, or Link, goes to Stripe; a PaymentMethod id comes to us,
 * and the server confirms the payment for the order's total. The element knows the amount, so a wallet's
 * sheet shows what will be paid; only methods that never leave the page are offered (the server's
 * intent allows no redirect).
 */
export default function StripeCardForm({ publishableKey, ...props }: CardFormProps & { publishableKey: string }) {
  return (
    <Elements stripe={stripeFor(publishableKey)} options={{ mode: 'payment', amount: props.total, currency: 'usd', paymentMethodCreation: 'manual', allowedPaymentMethodTypes: ['card', 'link'] }}>
      <StripeCard {...props} />
    </Elements>
  );
}
