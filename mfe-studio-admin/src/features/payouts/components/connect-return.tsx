import { useFinishConnect, usePayoutConnection } from '@shutterday/api-client/staff';
import { apiErrorMessages } from '@shutterday/ui';
import { Alert } from 'antd';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The return from Stripe's authorization page (`?code=&state=`, or `?error=`): finishes the connection once,
 * then takes the one-time code out of the address bar so a reload or a shared link cannot replay it. The
 * page's headline follows the account: it asks for verification only until Stripe verified it.
 */
export function ConnectReturn({ studioId }: { studioId: number }) {
  const [params, setParams] = useSearchParams();
  const finish = useFinishConnect(studioId);
  const verified = usePayoutConnection(studioId).data?.verified === true;
  const started = useRef(false);
  const code = params.get('code');
  const state = params.get('state');
  const denied = params.get('error');

  useEffect(() => {
    if (!code || !state || started.current) return;
    started.current = true;
    finish.mutate({ code, state }, { onSettled: () => setParams({}, { replace: true }) });
  }, [code, state, finish, setParams]);

  if (finish.isPending) return <Alert type="info" showIcon title="Connecting your Stripe account…" />;
  if (finish.isError) return <Alert type="error" role="alert" showIcon title="Your Stripe account was not connected" description={apiErrorMessages(finish.error).join(' ')} />;
  if (finish.isSuccess && verified) return <Alert type="success" showIcon title="Your Stripe account is connected and verified: parents can pay you by card." />;
  if (finish.isSuccess) return <Alert type="success" showIcon title="Your Stripe account is connected" description="Ask Stripe to verify it below to start taking online payments." />;
  if (denied) return <Alert type="warning" showIcon title="You did not authorize the connection" description="Nothing changed. Connect with Stripe again whenever you are ready." />;
  return null;
}
