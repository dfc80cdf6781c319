import { ENVELOPE_PAYMENT_METHODS, PAYMENT_METHOD_LABELS, type EnvelopePaymentMethod } from '@shutterday/domain/staff';
import { formatCardNumber, formatCvc, formatExpiry, cardBrand } from '@shutterday/domain/card';
import { usePaymentsConfig } from '@shutterday/api-client';
import { LoadingBlock, PayoutsLink, useCardPaymentsBlocked } from '@shutterday/ui';
import { Alert, Flex, Form, Input, Radio } from 'antd';
import { lazy, Suspense } from 'react';
import type { CardTokenizer, EnvelopeDraft } from '../model/envelope-draft';

// Stripe's card field only when the platform takes real cards (PAYMENTS=stripe): the sandbox loads none of it.
const StripeEntryCard = lazy(() => import('./stripe-entry-card'));

export interface PaymentFieldsProps {
  studioId: number;
  draft: EnvelopeDraft;
  set: <K extends keyof EnvelopeDraft>(key: K, value: EnvelopeDraft[K]) => void;
  /** Told of Stripe's card field (PAYMENTS=stripe), which turns the card into its PaymentMethod id on save. */
  onTokenizer?: (tokenize: CardTokenizer | null) => void;
}

/**
 * How the envelope was paid: arrows move between the methods; a check asks its number, a card its details
 * (Stripe's own card field when the platform takes real cards, the test cards' fields in the sandbox).
 * While the studio cannot take card payments the card is off, with the reason and the way to Payouts.
 */
export function PaymentFields({ studioId, draft, set, onTokenizer }: PaymentFieldsProps) {
  const cardBlocked = useCardPaymentsBlocked(studioId);
  const payments = usePaymentsConfig();
  const stripeKey = payments.data?.provider === 'stripe' ? payments.data.publishableKey : null;
  return (
    <>
      <Form.Item label="Paid by" style={{ marginBottom: 8 }}>
        <Radio.Group
          aria-label="Paid by"
          value={draft.method}
          onChange={(event) => set('method', event.target.value as EnvelopePaymentMethod)}
          options={ENVELOPE_PAYMENT_METHODS.map((method) => ({ value: method, label: PAYMENT_METHOD_LABELS[method], disabled: method === 'card' && cardBlocked !== null }))}
        />
      </Form.Item>
      {cardBlocked && <Alert type="warning" showIcon style={{ marginBottom: 8 }} title={cardBlocked} description={<PayoutsLink studioId={studioId} />} />}
      {draft.method === 'check' && (
        <Form.Item label="Check number" htmlFor="entry-check-number">
          <Input id="entry-check-number" value={draft.checkNumber} maxLength={40} onChange={(e) => set('checkNumber', e.target.value)} style={{ maxWidth: 200 }} />
        </Form.Item>
      )}
      {draft.method === 'card' && stripeKey && onTokenizer && (
        <Suspense fallback={<LoadingBlock label="Loading the card form…" />}>
          <StripeEntryCard publishableKey={stripeKey} onTokenizer={onTokenizer} />
        </Suspense>
      )}
      {draft.method === 'card' && !stripeKey && (
        <Flex gap={12} wrap>
          <Form.Item label="Card number" htmlFor="entry-card-number">
            <Input id="entry-card-number" autoComplete="off" inputMode="numeric" value={draft.cardNumber} onChange={(e) => set('cardNumber', formatCardNumber(e.target.value))} style={{ width: 220 }} />
          </Form.Item>
          <Form.Item label="Expiry (MM/YY)" htmlFor="entry-card-expiry">
            <Input id="entry-card-expiry" autoComplete="off" inputMode="numeric" value={draft.cardExpiry} onChange={(e) => set('cardExpiry', formatExpiry(e.target.value))} style={{ width: 100 }} />
          </Form.Item>
          <Form.Item label="CVC" htmlFor="entry-card-cvc">
            <Input id="entry-card-cvc" autoComplete="off" inputMode="numeric" value={draft.cardCvc} onChange={(e) => set('cardCvc', formatCvc(e.target.value, cardBrand(draft.cardNumber)))} style={{ width: 80 }} />
          </Form.Item>
        </Flex>
      )}
    </>
  );
}
