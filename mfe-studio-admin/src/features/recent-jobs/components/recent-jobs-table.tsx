import type { Job } from '@shutterday/domain';
import { Table } from 'antd';
import { jobColumns } from '../../jobs/components/job-columns';

interface RecentJobsTableProps {
  jobs: Job[];
  /** The admin job editor of a job (org editor remote, mounted by the shell). */
  jobHref: (job: Job) => string;
}

/** The studio's latest jobs, each leading to its job editor. */
export function RecentJobsTable({ jobs, jobHref }: RecentJobsTableProps) {
  return (
    <Table<Job>
      rowKey="id"
      size="small"
      columns={jobColumns(jobHref)}
      dataSource={jobs}
      pagination={false}
      locale={{ emptyText: 'No jobs yet.' }}
    />
  );
}
