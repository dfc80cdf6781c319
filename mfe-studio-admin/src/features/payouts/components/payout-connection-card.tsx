import { getConnectStart, usePayoutConnection, useRemoveConnection } from '@shutterday/api-client/staff';
import type { PayoutConnection } from '@shutterday/domain/staff';
import { apiErrorMessages, QueryState, useConfirm, useStaffAbilities, useToast } from '@shutterday/ui';
import { Alert, Button, Card, Descriptions, Flex, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { VerificationForm } from './verification-form';

function ConnectButton({ studioId }: { studioId: number }) {
  const toast = useToast();
  const [starting, setStarting] = useState(false);
  const start = async () => {
    setStarting(true);
    try {
      window.location.assign((await getConnectStart(studioId)).url);
    } catch (error) {
      setStarting(false);
      toast.error(apiErrorMessages(error).join(' '));
    }
  };
  return (
    <Button type="primary" loading={starting} onClick={() => void start()}>
      Connect with Stripe
    </Button>
  );
}

function DisconnectButton({ studioId, connection }: { studioId: number; connection: PayoutConnection }) {
  const remove = useRemoveConnection(studioId);
  const confirm = useConfirm();
  const toast = useToast();
  const disconnect = async () => {
    const ok = await confirm({ title: 'Disconnect your Stripe account?', content: 'Parents cannot pay online until you connect an account again.', okText: 'Disconnect', danger: true });
    if (!ok) return;
    try {
      await remove.mutateAsync(undefined);
      toast.success('Stripe account disconnected');
    } catch (error) {
      toast.error(apiErrorMessages(error).join(' '));
    }
  };
  const button = (
    <Button danger disabled={connection.removeBlockedReason !== null} loading={remove.isPending} onClick={() => void disconnect()}>
      Disconnect
    </Button>
  );
  return connection.removeBlockedReason ? <Tooltip title={connection.removeBlockedReason}>{button}</Tooltip> : button;
}

/** The studio's payout account: connect, ask for verification, disconnect. */
const EDITORS_CONNECT = 'A studio administrator who may edit the studio connects, verifies and disconnects it.';

/** The studio's Stripe account; connecting, verifying and disconnecting are for "Edit the studio…" (as the server asks). */
export function PayoutConnectionCard({ studioId }: { studioId: number }) {
  const connection = usePayoutConnection(studioId);
  const { editStudio } = useStaffAbilities();
  return (
    <Card title="Payout account">
      <QueryState query={connection} errorTitle="We couldn't load your payout account" loadingLabel="Loading your payout account…">
        {(c: PayoutConnection) =>
          !c.connected ? (
            <Flex vertical gap={16} align="start">
              <Alert type="info" showIcon title="Connect a Stripe account to be paid" description="Parents' payments go straight to your Stripe account, less the platform's commission; Stripe pays them out to your bank." />
              {editStudio ? <ConnectButton studioId={studioId} /> : <span>{EDITORS_CONNECT}</span>}
            </Flex>
          ) : (
            <Flex vertical gap={16}>
              <Descriptions
                column={1}
                bordered
                size="small"
                items={[
                  { key: 'account', label: 'Stripe account', children: c.accountId },
                  { key: 'verification', label: 'Verification', children: c.verified ? <Tag color="#237804">Verified by {c.provider}</Tag> : <Tag color="#ad4e00">Not verified yet</Tag> },
                ]}
              />
              {c.removeBlockedReason && <Alert type="info" showIcon title={c.removeBlockedReason} />}
              {!editStudio && <span>{EDITORS_CONNECT}</span>}
              {editStudio && !c.verified && <VerificationForm studioId={studioId} accountId={c.accountId!} />}
              {editStudio && (
                <Flex gap={8}>
                  <DisconnectButton studioId={studioId} connection={c} />
                </Flex>
              )}
            </Flex>
          )
        }
      </QueryState>
    </Card>
  );
}
