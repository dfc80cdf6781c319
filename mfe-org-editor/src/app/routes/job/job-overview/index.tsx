import { useStudioJob } from '@shutterday/api-client';
import { PageTitle, QueryState } from '@shutterday/ui';
import { Flex, Typography } from 'antd';
import { Link } from 'react-router';
import { JobOverviewDetails } from '../../../../features/job/components/job-overview-details';
import { useJobId, useStudioId } from '../../../../lib/editor-params';
import { organizationPath } from '../../../../lib/paths';

/** The job's overview, the same in the organization editor and the admin job editor. */
export default function JobOverviewRoute() {
  const studioId = useStudioId();
  const job = useStudioJob(studioId, useJobId());
  return (
    <Flex vertical gap={16}>
      <PageTitle title={job.data ? `${job.data.name} overview` : 'Job overview'} />
      <Typography.Title level={2} style={{ margin: 0 }}>
        Overview
      </Typography.Title>
      <QueryState query={job} errorTitle="We couldn't load the job" loadingLabel="Loading the job…">
        {(data) => (
          <JobOverviewDetails
            job={data}
            organization={<Link to={`${organizationPath(studioId, data.organizationId)}/overview`}>{data.organizationName}</Link>}
          />
        )}
      </QueryState>
    </Flex>
  );
}
