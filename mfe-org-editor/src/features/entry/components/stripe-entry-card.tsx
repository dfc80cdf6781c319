import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { Form } from 'antd';
import { useEffect } from 'react';
import type { CardTokenizer } from '../model/envelope-draft';

const loaded = new Map<string, Promise<Stripe | null>>();
const stripeFor = (key: string) => {
  if (!loaded.has(key)) loaded.set(key, loadStripe(key));
  return loaded.get(key)!;
};

function EntryCard({ onTokenizer }: { onTokenizer: (tokenize: CardTokenizer | null) => void }) {
  const stripe = useStripe();
  const elements = useElements();
  useEffect(() => {
    if (!stripe || !elements) return;
    onTokenizer(async () => {
      const card = elements.getElement(CardElement);
      if (!card) return { ok: false, error: 'The card form is not ready yet; try again in a moment' };
      const created = await stripe.createPaymentMethod({ type: 'card', card });
      return created.error ? { ok: false, error: created.error.message ?? 'This card could not be used' } : { ok: true, token: created.paymentMethod.id };
    });
    return () => onTokenizer(null);
  }, [stripe, elements, onTokenizer]);
  return (
    <Form.Item label="Card" style={{ maxWidth: 420 }}>
      <div style={{ padding: '8px 11px', border: '1px solid #d9d9d9', borderRadius: 6 }}>
        <CardElement options={{ hidePostalCode: true }} />
      </div>
    </Form.Item>
  );
}

/**
 * The envelope's card with Stripe (PAYMENTS=stripe), as the parents' card form: Stripe's own field takes
 * the card in the browser and gives a PaymentMethod id; the number never reaches our server. Loaded only
 * in that mode.
 */
export default function StripeEntryCard({ publishableKey, onTokenizer }: { publishableKey: string; onTokenizer: (tokenize: CardTokenizer | null) => void }) {
  return (
    <Elements stripe={stripeFor(publishableKey)}>
      <EntryCard onTokenizer={onTokenizer} />
    </Elements>
  );
}
