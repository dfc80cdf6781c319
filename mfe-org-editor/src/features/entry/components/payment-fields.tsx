import { ENVELOPE_PAYMENT_METHODS, PAYMENT_METHOD_LABELS, type EnvelopePaymentMethod } from '@shutterday/domain/staff';
import { formatCardNumber, formatCvc, formatExpiry, cardBrand } from '@shutterday/domain/card';
import { PayoutsLink, useCardPaymentsBlocked } from '@shutterday/ui';
import { Alert, Flex, Form, Input, Radio } from 'antd';
import type { EnvelopeDraft } from '../model/envelope-draft';

export interface PaymentFieldsProps {
  studioId: number;
  draft: EnvelopeDraft;
  set: <K extends keyof EnvelopeDraft>(key: K, value: EnvelopeDraft[K]) => void;
}

/**
 * How the envelope was paid: arrows move between the methods; a check asks its number, a card its details.
 * While the studio cannot take card payments the card is off, with the reason and the way to Payouts.
 */
export function PaymentFields({ studioId, draft, set }: PaymentFieldsProps) {
  const cardBlocked = useCardPaymentsBlocked(studioId);
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
      {draft.method === 'card' && (
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
