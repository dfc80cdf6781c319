import { useStudioDetails } from '@shutterday/api-client/staff';
import { PageTitle, useStaffAbilities } from '@shutterday/ui';
import { Flex, Typography } from 'antd';
import { ConnectReturn } from '../../../../features/payouts/components/connect-return';
import { PayoutConnectionCard } from '../../../../features/payouts/components/payout-connection-card';
import { PayoutsSummary } from '../../../../features/payouts/components/payouts-summary';
import { useStudioId } from '../../../../lib/use-studio-id';

/** `settings/payouts`: the studio's Stripe account, its verification and its payouts. */
export default function PayoutsSettingsRoute() {
  const studioId = useStudioId();
  const studio = useStudioDetails(studioId);
  // The money (balance, payouts, each order's figures) is for "See payments and reports"; the account is the studio's editors'.
  const { seeMoney } = useStaffAbilities();
  return (
    <Flex vertical gap={24}>
      <PageTitle title="Payouts" />
      <Typography.Title level={2}>Payouts</Typography.Title>
      <ConnectReturn studioId={studioId} />
      <PayoutConnectionCard studioId={studioId} />
      {studio.data && seeMoney && <PayoutsSummary studioId={studioId} verified={studio.data.stripeVerified} />}
    </Flex>
  );
}
