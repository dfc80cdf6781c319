import { useCreateReleaseToken, useReleaseTokens, useRemoteAction, useRemotes, useRevokeReleaseToken, type RemoteAction } from '@shutterday/api-client/staff';
import type { RemoteOverview } from '@shutterday/domain/staff';
import { apiErrorMessages, PageTitle, QueryState, useConfirm, useToast } from '@shutterday/ui';
import { Flex, Typography } from 'antd';
import { REMOTE_LABELS, RemoteCard } from '../../../../features/remotes/components/remote-card';
import { ReleaseTokens } from '../../../../features/remotes/components/release-tokens';

/** `remotes`: each remote's releases, the live one and the canary; Promote and Roll back ask first; the teams' release tokens. */
export default function RemotesRoute() {
  const remotes = useRemotes();
  const act = useRemoteAction();
  const tokens = useReleaseTokens();
  const createToken = useCreateReleaseToken();
  const revokeToken = useRevokeReleaseToken();
  const confirm = useConfirm();
  const toast = useToast();

  const run = async (action: RemoteAction, question: { title: string; content: string; okText: string; danger?: boolean }, done: string) => {
    if (!(await confirm(question))) return;
    act.mutate(action, { onSuccess: () => toast.success(done), onError: (error) => toast.error(apiErrorMessages(error)) });
  };
  const handlers = (overview: RemoteOverview) => {
    const label = REMOTE_LABELS[overview.remote];
    return {
      onPromote: (version: string) =>
        run(
          { remote: overview.remote, action: 'promote', version },
          { title: `Promote ${version}?`, content: `Every visitor's next page load gets release ${version} of ${label.toLowerCase()}. Pages already open keep what they loaded.`, okText: 'Promote' },
          `${label}: ${version} is live`,
        ),
      onRollBack: () =>
        run(
          { remote: overview.remote, action: 'rollback' },
          overview.canary
            ? { title: `Stop the canary ${overview.canary.version}?`, content: `Its visitors get the live release again on their next page load.`, okText: 'Stop canary', danger: true }
            : { title: `Roll back ${label.toLowerCase()}?`, content: `The release that was live before ${overview.live} comes back for every visitor on their next page load.`, okText: 'Roll back', danger: true },
          overview.canary ? `${label}: canary stopped` : `${label}: rolled back`,
        ),
      onCanary: (version: string, percent: number) =>
        run(
          { remote: overview.remote, action: 'canary', version, percent },
          { title: `Send ${version} to ${percent}% of visitors?`, content: 'Each browser keeps its side. If too many of its visits fail to load or render, it is rolled back by itself and you are e-mailed.', okText: 'Start canary' },
          `${label}: canary ${version} started`,
        ),
    };
  };

  return (
    <Flex vertical gap={16}>
      <PageTitle title="Remotes" />
      <Typography.Title level={2} style={{ margin: 0 }}>
        Remotes
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        Each part of the platform ships on its own. A release is published with <Typography.Text code>npm run release -- &lt;remote&gt;</Typography.Text> after
        the compatibility check; here it goes live, to a share of visitors first if you like, and comes back out.
      </Typography.Paragraph>
      <QueryState query={remotes} errorTitle="We couldn't load the remotes" loadingLabel="Loading the remotes…">
        {(rows) => (
          <Flex vertical gap={16}>
            {rows.map((overview) => (
              <RemoteCard key={overview.remote} overview={overview} busy={act.isPending} {...handlers(overview)} />
            ))}
          </Flex>
        )}
      </QueryState>
      <QueryState query={tokens} errorTitle="We couldn't load the release tokens" loadingLabel="Loading the release tokens…">
        {(rows) => (
          <ReleaseTokens
            tokens={rows}
            created={createToken.data ?? null}
            creating={createToken.isPending}
            revoking={revokeToken.isPending}
            onCreate={(input) => createToken.mutate(input, { onError: (error) => toast.error(apiErrorMessages(error)) })}
            onRevoke={(token) =>
              revokeToken.mutate(token.id, { onSuccess: () => toast.success(`${token.name} revoked`), onError: (error) => toast.error(apiErrorMessages(error)) })
            }
          />
        )}
      </QueryState>
    </Flex>
  );
}
