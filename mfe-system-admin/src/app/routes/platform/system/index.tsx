import { useSystemStatus } from '@shutterday/api-client/staff';
import { PageTitle, QueryState } from '@shutterday/ui';
import { Flex, Typography } from 'antd';
import { SystemStatusView } from '../../../../features/system/components/system-status-view';

/** `system`: how this installation runs and how it is doing (read again every minute). */
export default function SystemRoute() {
  const status = useSystemStatus();
  return (
    <Flex vertical gap={16}>
      <PageTitle title="System" />
      <Typography.Title level={2} style={{ margin: 0 }}>
        System
      </Typography.Title>
      <QueryState query={status} errorTitle="We couldn't read the system's state" loadingLabel="Reading the system's state…">
        {(data) => <SystemStatusView status={data} />}
      </QueryState>
    </Flex>
  );
}
