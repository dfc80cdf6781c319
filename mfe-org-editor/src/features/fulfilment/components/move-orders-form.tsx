import { useMoveOrders } from '@shutterday/api-client/staff';
import { FULFILMENT_STATUS_LABELS, FULFILMENT_STATUSES, SHIPMENT_REQUIRED_MESSAGE, type FulfilmentStatus, type ShippingKind } from '@shutterday/domain/staff';
import { apiErrorMessages, useConfirm, useToast } from '@shutterday/ui';
import { Button, Flex, Input, Select, Typography } from 'antd';
import { useState } from 'react';
import { useJobScope } from '../../../lib/job-scope';

interface Props {
  /** The orders chosen; none = only the whole list can move. */
  orderNumbers: string[];
  /** Offered as "Move the whole list" when set. */
  wholeList?: ShippingKind;
  onMoved?: () => void;
}

/** Moves orders to a status after a confirmation; shipping asks for the carrier and the tracking number. */
export function MoveOrdersForm({ orderNumbers, wholeList, onMoved }: Props) {
  const scope = useJobScope();
  const move = useMoveOrders(scope);
  const confirm = useConfirm();
  const toast = useToast();
  const [status, setStatus] = useState<FulfilmentStatus>('in_production');
  const [carrier, setCarrier] = useState('');
  const [trackingNumber, setTrackingNumber] = useState('');
  const [shipmentMissing, setShipmentMissing] = useState(false);
  const label = FULFILMENT_STATUS_LABELS[status].toLowerCase();
  const run = async (which: { orderNumbers: string[] } | { wholeList: ShippingKind }) => {
    // A shipment is told to each parent: it needs both, and asking first beats a refusal after the confirmation.
    const missing = status === 'shipped' && (!carrier.trim() || !trackingNumber.trim());
    setShipmentMissing(missing);
    if (missing) return;
    const what = 'wholeList' in which ? `every order of the ${which.wholeList} list` : which.orderNumbers.length === 1 ? `order #${which.orderNumbers[0]}` : `${which.orderNumbers.length} orders`;
    const sure = await confirm({
      title: `Move ${what} to ${label}?`,
      content: status === 'shipped' ? `Each parent is e-mailed that the order shipped with ${carrier || 'the carrier'}, tracking ${trackingNumber || '—'}.` : 'You can see the new status in the list at once.',
      okText: `Move to ${label}`,
    });
    if (!sure) return;
    try {
      const result = await move.mutateAsync({ ...which, status, ...(status === 'shipped' ? { carrier, trackingNumber } : {}) });
      toast.success(result.changed.length ? `${result.changed.length} order${result.changed.length === 1 ? '' : 's'} moved to ${label}` : `Nothing to move: already ${label}`);
      onMoved?.();
    } catch (error) {
      toast.error(apiErrorMessages(error));
    }
  };
  return (
    <Flex gap={8} wrap align="center" role="group" aria-label="Move orders">
      <Select<FulfilmentStatus>
        aria-label="New status"
        value={status}
        onChange={setStatus}
        style={{ minWidth: 160 }}
        options={FULFILMENT_STATUSES.map((value) => ({ value, label: FULFILMENT_STATUS_LABELS[value] }))}
      />
      {status === 'shipped' && (
        <>
          <Input aria-label="Carrier" placeholder="Carrier" value={carrier} maxLength={120} onChange={(e) => setCarrier(e.target.value)} style={{ width: 140 }}
            status={shipmentMissing && !carrier.trim() ? 'error' : undefined} aria-invalid={shipmentMissing && !carrier.trim()} aria-describedby={shipmentMissing ? 'shipment-missing' : undefined} />
          <Input aria-label="Tracking number" placeholder="Tracking number" value={trackingNumber} maxLength={200} onChange={(e) => setTrackingNumber(e.target.value)} style={{ width: 200 }}
            status={shipmentMissing && !trackingNumber.trim() ? 'error' : undefined} aria-invalid={shipmentMissing && !trackingNumber.trim()} aria-describedby={shipmentMissing ? 'shipment-missing' : undefined} />
          {shipmentMissing && <Typography.Text id="shipment-missing" type="danger" role="alert">{SHIPMENT_REQUIRED_MESSAGE}</Typography.Text>}
        </>
      )}
      {orderNumbers.length > 0 && (
        <Button type="primary" loading={move.isPending} onClick={() => void run({ orderNumbers })}>
          {orderNumbers.length === 1 ? 'Move order' : `Move ${orderNumbers.length} orders`}
        </Button>
      )}
      {wholeList && (
        <Button loading={move.isPending} onClick={() => void run({ wholeList })}>
          Move the whole list
        </Button>
      )}
    </Flex>
  );
}
