import { useMutation } from '@tanstack/react-query';
import { rollBackRemote } from '@shutterday/api-client/staff';
import { apiErrorMessages } from '@shutterday/ui';
import { Alert, Button, Flex, Typography } from 'antd';

/**
 * Remotes recovery: the shell's own way back when the system administration remote does not load (a release of
 * it that fails was promoted, so the Remotes page that would roll it back is gone with it). It rolls that remote
 * back through the same API as the Remotes page; the next page load has the release live before.
 * Loaded only when that remote failed.
 */
export default function RemotesRecovery() {
  const rollBack = useMutation({ mutationFn: () => rollBackRemote('systemAdmin') });
  return (
    <section aria-label="Remotes recovery" style={{ maxWidth: '36rem', margin: '0 auto 3rem', padding: '1.5rem', border: '1px solid #d9d9d9', borderRadius: 8, background: '#fff' }}>
      <Flex vertical gap={12}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          Remotes recovery
        </Typography.Title>
        <Typography.Paragraph style={{ margin: 0 }}>
          If a release of System administration was promoted a short while ago, it may be what fails here. Rolling it back brings the release live before it
          back for every administrator.
        </Typography.Paragraph>
        {rollBack.isSuccess ? (
          <>
            <Alert type="success" showIcon title="System administration is back on its previous release." />
            <Button type="primary" href="/admin/remotes">
              Open Remotes
            </Button>
          </>
        ) : (
          <Button danger loading={rollBack.isPending} onClick={() => rollBack.mutate()}>
            Roll back System administration to the previous release
          </Button>
        )}
        {rollBack.isError && <Alert type="error" showIcon title={apiErrorMessages(rollBack.error).join(' ')} />}
      </Flex>
    </section>
  );
}
