import { usePaymentsConfig } from '@shutterday/api-client';
import { lazy, Suspense } from 'react';
import { LoadingBlock } from '@shutterday/ui/lean';
import type { CardFormProps } from '../model/card-payment';
import { SandboxCardForm } from './sandbox-card-form';

// Stripe Elements only in PAYMENTS=stripe: the default customer pages carry none of it.
const StripeCardForm = lazy(() => import('./stripe-card-form'));

/**
 * The card to pay with. The card number never reaches our server: Stripe Elements (PAYMENTS=stripe)
 * or the sandbox form (Stripe's test cards) turn it into a PaymentMethod id in the browser.
 */
export function CardForm(props: CardFormProps) {
  const config = usePaymentsConfig();
  if (config.isError) return <SandboxCardForm {...props} error={props.error ?? "We couldn't load the card form. Please reload the page."} />;
  if (!config.data) return <LoadingBlock label="Loading the card form…" />;
  if (config.data.provider === 'stripe' && config.data.publishableKey) {
    return (
      <Suspense fallback={<LoadingBlock label="Loading the card form…" />}>
        <StripeCardForm {...props} publishableKey={config.data.publishableKey} />
      </Suspense>
    );
  }
  return <SandboxCardForm {...props} />;
}
