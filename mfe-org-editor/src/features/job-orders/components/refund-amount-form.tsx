import { dollarsTextToCents, formatUsd } from '@shutterday/domain';
import type { JobOrder } from '@shutterday/domain/staff';
import { Button, Flex, Input, Typography } from 'antd';
import { useState } from 'react';
import { useRefund } from './use-refund';

/** "Refund an amount": any amount up to what is left, with the studio's reason; the confirmation names the amount. */
export function RefundAmountForm({ order }: { order: JobOrder }) {
  const { ask, pending } = useRefund(order);
  const [open, setOpen] = useState(false);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  if (order.status !== 'paid' || order.refundLeft <= 0) return null;
  if (!open) {
    return (
      <Button onClick={() => setOpen(true)} style={{ alignSelf: 'flex-start' }}>
        Refund an amount
      </Button>
    );
  }
  const cents = dollarsTextToCents(amount);
  const problem = amount.trim() === '' ? null : cents === null || cents < 1 ? 'Use an amount such as 5.00' : cents > order.refundLeft ? `At most ${formatUsd(order.refundLeft)} is left to refund` : null;
  const close = () => {
    setOpen(false);
    setAmount('');
    setReason('');
  };
  const send = async () => {
    if (cents === null || problem) return;
    const trimmed = reason.trim();
    const made = await ask({
      amount: cents,
      request: { amount: cents, ...(trimmed ? { reason: trimmed } : {}) },
      content: `${formatUsd(cents)} of order #${order.orderNumber} goes back to the card it was paid with; ${formatUsd(order.refundLeft - cents)} will be left to refund. This cannot be undone.`,
      done: `${formatUsd(cents)} of order #${order.orderNumber} refunded`,
    });
    if (made) close();
  };
  return (
    <Flex vertical gap={8} style={{ maxWidth: 480 }}>
      <Flex gap={8} wrap align="center">
        <Input aria-label="Amount to refund" prefix="$" placeholder={`Up to ${formatUsd(order.refundLeft).replace('$', '')}`} value={amount} maxLength={12} inputMode="decimal" onChange={(e) => setAmount(e.target.value)} style={{ width: 160 }} status={problem ? 'error' : undefined} />
        <Input aria-label="Reason for the refund" placeholder="Reason (optional)" value={reason} maxLength={200} onChange={(e) => setReason(e.target.value)} style={{ width: 260 }} />
      </Flex>
      {problem ? <Typography.Text type="danger">{problem}</Typography.Text> : null}
      <Flex gap={8}>
        <Button type="primary" danger disabled={cents === null || problem !== null} loading={pending} onClick={() => void send()}>
          Refund…
        </Button>
        <Button onClick={close}>Cancel</Button>
      </Flex>
    </Flex>
  );
}
