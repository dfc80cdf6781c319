import { formatDate, type Job } from '@shutterday/domain';
import { JobStatusTags } from '@shutterday/ui';
import type { TableColumnsType } from 'antd';
import { Link } from 'react-router';

/** Columns of every jobs table of the studio admin; each name opens the job editor. */
export function jobColumns(jobHref: (job: Job) => string): TableColumnsType<Job> {
  return [
    { title: 'Job', dataIndex: 'name', render: (_, job) => <Link to={jobHref(job)}>{job.name}</Link> },
    { title: 'Organization', dataIndex: 'organizationName', responsive: ['sm'] },
    { title: 'Picture day', dataIndex: 'pictureDay', render: (day: string | null) => (day ? formatDate(day) : '—'), responsive: ['md'] },
    { title: 'Status', key: 'status', render: (_, job) => <JobStatusTags job={job} /> },
  ];
}
