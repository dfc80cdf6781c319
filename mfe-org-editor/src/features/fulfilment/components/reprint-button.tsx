import { useReprintItem } from '@shutterday/api-client/staff';
import { apiErrorMessages, useToast } from '@shutterday/ui';
import { Button, Flex, Input } from 'antd';
import { useState } from 'react';
import { useJobScope } from '../../../lib/job-scope';

/** Reprint one item: asks for the reason (kept with the new file); the parent is not charged. */
export function ReprintButton({ orderNumber, line, item }: { orderNumber: string; line: number; item: number }) {
  const reprint = useReprintItem(useJobScope(), orderNumber);
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  if (!open) return <Button size="small" onClick={() => setOpen(true)}>Reprint</Button>;
  const send = async () => {
    try {
      const file = await reprint.mutateAsync({ line, item, reason });
      toast.success(`Reprint ${file.fileName} is being made; the parent is not charged`);
      setOpen(false);
      setReason('');
    } catch (error) {
      toast.error(apiErrorMessages(error));
    }
  };
  return (
    <Flex gap={8} wrap>
      <Input aria-label="Reason for the reprint" placeholder="Reason for the reprint" value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} style={{ width: 260 }} />
      <Button size="small" type="primary" disabled={!reason.trim()} loading={reprint.isPending} onClick={() => void send()}>
        Reprint at no charge
      </Button>
      <Button size="small" onClick={() => setOpen(false)}>Cancel</Button>
    </Flex>
  );
}
