import { useStudioDetails } from '@shutterday/api-client/staff';
import { CARD_PAYMENTS_BLOCKED, PAYOUTS_PAGE } from '@shutterday/domain';
import { Alert } from 'antd';
import { Link } from 'react-router';
import { studioHomePath } from '../guards/studio-home';

/**
 * Why parents cannot pay the studio by card now (its payout account: not connected, not verified yet,
 * disconnected), or null when they can — and while the studio's details load, so nothing flashes.
 */
export function useCardPaymentsBlocked(studioId: number): string | null {
  const state = useStudioDetails(studioId).data?.cardPayments;
  return state && state !== 'ready' ? CARD_PAYMENTS_BLOCKED[state] : null;
}

const payoutsPath = (studioId: number) => `${studioHomePath(studioId)}/${PAYOUTS_PAGE}`;

/**
 * The studio's Payouts page, where it connects its account and asks for verification. `plain` for a
 * dialog's content, which antd may render outside the router (a standalone remote): a page load.
 */
export function PayoutsLink({ studioId, plain = false }: { studioId: number; plain?: boolean }) {
  return plain ? <a href={payoutsPath(studioId)}>Open Payouts</a> : <Link to={payoutsPath(studioId)}>Open Payouts</Link>;
}

/** The reason and the way to Payouts, where the studio prepares what parents will pay for. */
export function CardPaymentsWarning({ studioId }: { studioId: number }) {
  const blocked = useCardPaymentsBlocked(studioId);
  if (!blocked) return null;
  return <Alert type="warning" showIcon title={blocked} description={<PayoutsLink studioId={studioId} />} />;
}
