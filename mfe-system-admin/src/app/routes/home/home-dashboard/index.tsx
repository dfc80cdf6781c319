import { useSession } from '@shutterday/api-client';
import { useAdminAttention, useAdminStudios, useRemotes } from '@shutterday/api-client/staff';
import { PageTitle, QueryState } from '@shutterday/ui';
import { Card, Flex, Statistic, Typography } from 'antd';
import { Link } from 'react-router';
import { LiveReleases } from '../../../../features/remotes/components/live-releases';
import { AttentionList } from '../../../../features/studios/components/attention-list';

/** The system admin home: a greeting, what needs attention (with links), each remote's live release, and the platform's studio count. */
export default function HomeDashboardRoute() {
  const { displayName } = useSession();
  // Same key as the studios page's first page, so going there next is instant.
  const studios = useAdminStudios({ page: 1 });
  const attention = useAdminAttention();
  const remotes = useRemotes();
  return (
    <Flex vertical gap={16}>
      <PageTitle title="System administration" />
      <Typography.Title level={2} style={{ margin: 0 }}>
        Welcome, {displayName}
      </Typography.Title>
      <QueryState query={attention} errorTitle="We couldn't load what needs attention" loadingLabel="Loading what needs attention…">
        {(data) => <AttentionList attention={data} />}
      </QueryState>
      <QueryState query={remotes} errorTitle="We couldn't load the releases" loadingLabel="Loading the releases…">
        {(rows) => <LiveReleases remotes={rows} remotesHref="remotes" />}
      </QueryState>
      <QueryState query={studios} errorTitle="We couldn't load the studios" loadingLabel="Loading studios…">
        {(page) => (
          <Card role="group" aria-label="Studios" style={{ maxWidth: 320 }}>
            <Statistic title="Studios" value={page.totalRecords} />
            <Link to="studios">See all studios</Link>
          </Card>
        )}
      </QueryState>
    </Flex>
  );
}
