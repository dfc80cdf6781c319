import { formatDate, type Job } from '@shutterday/domain';
import { Table, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { JobStatusTags } from '@shutterday/ui';

interface RecentJobsTableProps {
  jobs: Job[];
  /** The admin job editor of a job (org editor remote, mounted by the shell). */
  jobHref: (job: Job) => string;
}

/** The studio's latest jobs, each leading to its job editor. */
export function RecentJobsTable({ jobs, jobHref }: RecentJobsTableProps) {
  const columns: TableColumnsType<Job> = [
    { title: 'Job', dataIndex: 'name', render: (_, job) => <Link to={jobHref(job)}>{job.name}</Link> },
    { title: 'Organization', dataIndex: 'organizationName', responsive: ['sm'] },
    { title: 'Picture day', dataIndex: 'pictureDay', render: (day: string | null) => (day ? formatDate(day) : '—'), responsive: ['md'] },
    { title: 'Status', key: 'status', render: (_, job) => <JobStatusTags job={job} /> },
  ];
  return (
    <Table<Job>
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={jobs}
      pagination={false}
      locale={{ emptyText: 'No jobs yet.' }}
    />
  );
}
