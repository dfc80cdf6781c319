import { useRecordJobOrderPayment } from '@shutterday/api-client/staff';
import { formatDate, formatUsd, parseUsDate } from '@shutterday/domain';
import { PAYMENT_METHOD_LABELS, RECORDED_PAYMENT_METHODS, type JobOrder, type RecordedPaymentMethod } from '@shutterday/domain/staff';
import { apiErrorMessages, useToast } from '@shutterday/ui';
import { Button, Flex, Form, Input, Radio, Typography } from 'antd';
import { useState } from 'react';
import { useJobScope } from '../../../lib/job-scope';

/** Today on the studio's calendar, as MM/DD/YYYY. */
const today = () => {
  const now = new Date();
  return formatDate(new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate())));
};

/**
 * "Record payment" on an order entered unpaid (bill the school): how the school paid and on which day. The
 * order then counts as paid everywhere (orders, Reports, Home, the payments export).
 */
export function RecordPaymentForm({ order }: { order: JobOrder }) {
  const { studioId, jobId } = useJobScope();
  const record = useRecordJobOrderPayment(studioId, jobId);
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [method, setMethod] = useState<RecordedPaymentMethod>('check');
  const [checkNumber, setCheckNumber] = useState('');
  const [paidOn, setPaidOn] = useState(today);
  if (order.status !== 'unpaid') return null;
  if (!open) {
    return (
      <Button type="primary" onClick={() => setOpen(true)} style={{ alignSelf: 'flex-start' }}>
        Record payment
      </Button>
    );
  }
  const problem = method === 'check' && !checkNumber.trim() ? 'Enter the check number' : parseUsDate(paidOn) ? null : 'Use a real date as MM/DD/YYYY';
  const send = async () => {
    if (problem) return;
    try {
      await record.mutateAsync({ orderNumber: order.orderNumber, method, paidOn: paidOn.trim(), checkNumber: method === 'check' ? checkNumber.trim() : '' });
      toast.success(`Payment of ${formatUsd(order.total)} recorded for order #${order.orderNumber}`);
      setOpen(false);
    } catch (error) {
      toast.error(apiErrorMessages(error));
    }
  };
  return (
    <section aria-labelledby="record-payment-title" style={{ maxWidth: 480 }}>
      <Typography.Title level={3} id="record-payment-title">
        Record payment
      </Typography.Title>
      <Typography.Paragraph>{`The school paid ${formatUsd(order.total)} for this order.`}</Typography.Paragraph>
      <Form layout="vertical" onFinish={() => void send()}>
        <Form.Item label="Paid by">
          <Radio.Group aria-label="Paid by" value={method} onChange={(e) => setMethod(e.target.value as RecordedPaymentMethod)} options={RECORDED_PAYMENT_METHODS.map((m) => ({ value: m, label: PAYMENT_METHOD_LABELS[m] }))} />
        </Form.Item>
        {method === 'check' && (
          <Form.Item label="Check number" htmlFor="record-payment-check">
            <Input id="record-payment-check" value={checkNumber} maxLength={40} onChange={(e) => setCheckNumber(e.target.value)} style={{ maxWidth: 200 }} />
          </Form.Item>
        )}
        <Form.Item label="Date paid (MM/DD/YYYY)" htmlFor="record-payment-date">
          <Input id="record-payment-date" value={paidOn} maxLength={10} onChange={(e) => setPaidOn(e.target.value)} style={{ maxWidth: 160 }} />
        </Form.Item>
        {problem ? <Typography.Paragraph type="danger">{problem}</Typography.Paragraph> : null}
        <Flex gap={8}>
          <Button type="primary" htmlType="submit" disabled={problem !== null} loading={record.isPending}>
            Save payment
          </Button>
          <Button onClick={() => setOpen(false)}>Cancel</Button>
        </Flex>
      </Form>
    </section>
  );
}
