import type { EntryScope } from '@shutterday/api-client/staff';
import type { EnteredOrder } from '@shutterday/domain/staff';
import { Flex, Typography } from 'antd';
import { useState } from 'react';
import { EnteredEnvelopes } from './entered-envelopes';
import { EnvelopeForm } from './envelope-form';

/** The job's Entry page: the picture-day table where the studio types in paper order envelopes. */
export function EnvelopeEntry({ scope }: { scope: EntryScope }) {
  const [saved, setSaved] = useState<EnteredOrder[]>([]);
  return (
    <Flex vertical gap={16}>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        Type each envelope as it comes: the child, the packages, the pose, the contact and how it was paid. Ctrl+Enter saves it as an order of
        this job and starts the next one. Prices, add-on rules and tax are the online order&apos;s.
      </Typography.Paragraph>
      <EnvelopeForm scope={scope} onSaved={(order) => setSaved((list) => [order, ...list.filter((o) => o.orderNumber !== order.orderNumber)])} />
      <EnteredEnvelopes orders={saved} />
    </Flex>
  );
}
