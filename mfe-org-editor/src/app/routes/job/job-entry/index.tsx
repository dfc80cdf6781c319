import { useStudioJob } from '@shutterday/api-client/staff';
import { PageTitle, QueryState } from '@shutterday/ui';
import { Flex, Typography } from 'antd';
import { EnvelopeEntry } from '../../../../features/entry/components/envelope-entry';
import { useJobId, useStudioId } from '../../../../lib/editor-params';

/** `entry`: paper order envelopes typed in on picture day (the job's organization comes from the job, in both editors). */
export default function JobEntryRoute() {
  const studioId = useStudioId();
  const jobId = useJobId();
  const job = useStudioJob(studioId, jobId);
  return (
    <Flex vertical gap={16}>
      <PageTitle title={job.data ? `${job.data.name} entry` : 'Entry'} />
      <Typography.Title level={2} style={{ margin: 0 }}>
        Entry
      </Typography.Title>
      <QueryState query={job} errorTitle="We couldn't load the job" loadingLabel="Loading the job…">
        {(data) => <EnvelopeEntry scope={{ studioId, organizationId: data.organizationId, jobId }} />}
      </QueryState>
    </Flex>
  );
}
