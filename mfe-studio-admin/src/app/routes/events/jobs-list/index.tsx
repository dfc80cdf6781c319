import { useStudioJobs } from '@shutterday/api-client';
import { ListSearch, PageTitle, QueryState, studioHomePath, useListParams } from '@shutterday/ui';
import { Flex, Typography } from 'antd';
import { JobsTable } from '../../../../features/jobs/components/jobs-table';
import { useStudioId } from '../../../../lib/use-studio-id';

/** `jobs`: every job of the studio, each opening the admin job editor. */
export default function JobsListRoute() {
  const studioId = useStudioId();
  const { page, search, update } = useListParams();
  const jobs = useStudioJobs(studioId, { page, search: search || undefined });
  return (
    <Flex vertical gap={16}>
      <PageTitle title="Jobs" />
      <Typography.Title level={2} style={{ margin: 0 }}>
        Jobs
      </Typography.Title>
      <ListSearch label="Search jobs" placeholder="Job or organization" value={search} onSearch={(value) => update({ search: value })} />
      <QueryState query={jobs} errorTitle="We couldn't load the jobs" loadingLabel="Loading jobs…">
        {(data) => (
          <JobsTable
            page={data}
            search={search}
            loading={jobs.isPlaceholderData}
            onPageChange={(next) => update({ page: next })}
            jobHref={(job) => `${studioHomePath(studioId)}/jobs/${job.id}`}
          />
        )}
      </QueryState>
    </Flex>
  );
}
