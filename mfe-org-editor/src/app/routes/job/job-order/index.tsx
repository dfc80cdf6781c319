import { useJobOrder, useJobSettings } from '@shutterday/api-client/staff';
import { PageTitle, QueryState, useStaffAbilities } from '@shutterday/ui';
import { Flex, Typography } from 'antd';
import { Link, useParams } from 'react-router';
import { JobOrderDetails } from '../../../../features/job-orders/components/job-order-details';
import { RecordPaymentForm } from '../../../../features/job-orders/components/record-payment-form';
import { RefundAmountForm } from '../../../../features/job-orders/components/refund-amount-form';
import { RefundOrderButton } from '../../../../features/job-orders/components/refund-order-button';
import { FulfilmentPanel } from '../../../../features/fulfilment/components/fulfilment-panel';
import { useJobScope } from '../../../../lib/job-scope';

/** `orders/{orderNumber}`: one order of the job, whole. */
export default function JobOrderRoute() {
  const { studioId, jobId } = useJobScope();
  const orderNumber = useParams().orderNumber ?? '';
  const order = useJobOrder(studioId, jobId, orderNumber);
  // The labels of the answers; without them (still loading, or refused) the answers show their names.
  const prefields = useJobSettings(studioId, jobId, 'prefields');
  const { refund } = useStaffAbilities();
  return (
    <Flex vertical gap={16}>
      <PageTitle title={`Order #${orderNumber}`} />
      <Link to="../submitted" relative="path">
        ← Orders
      </Link>
      <Typography.Title level={2} style={{ margin: 0 }}>{`Order #${orderNumber}`}</Typography.Title>
      <QueryState query={order} errorTitle="We couldn't load this order">
        {(found) => (
          <Flex vertical gap={16} align="stretch">
            {refund && (
              <Flex gap={8} wrap align="flex-start">
                <RecordPaymentForm order={found} />
                <RefundOrderButton order={found} />
                <RefundAmountForm order={found} />
              </Flex>
            )}
            <JobOrderDetails order={found} fields={prefields.data?.fields} />
            <FulfilmentPanel orderNumber={orderNumber} />
          </Flex>
        )}
      </QueryState>
    </Flex>
  );
}
