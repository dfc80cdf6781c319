import { useRemotes, useSystemStatus } from '@shutterday/api-client/staff';
import { PageTitle, QueryState } from '@shutterday/ui';
import { Flex, Typography } from 'antd';
import { LiveReleases } from '../../../../features/remotes/components/live-releases';
import { SystemStatusView } from '../../../../features/system/components/system-status-view';

/** `system`: how this installation runs and how it is doing (read again every minute), and each remote's live release. */
export default function SystemRoute() {
  const status = useSystemStatus();
  const remotes = useRemotes();
  return (
    <Flex vertical gap={16}>
      <PageTitle title="System" />
      <Typography.Title level={2} style={{ margin: 0 }}>
        System
      </Typography.Title>
      <QueryState query={status} errorTitle="We couldn't read the system's state" loadingLabel="Reading the system's state…">
        {(data) => <SystemStatusView status={data} />}
      </QueryState>
      <QueryState query={remotes} errorTitle="We couldn't load the releases" loadingLabel="Loading the releases…">
        {(rows) => <LiveReleases remotes={rows} remotesHref="../remotes" />}
      </QueryState>
    </Flex>
  );
}
