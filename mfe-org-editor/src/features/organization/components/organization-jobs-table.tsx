import type { Job, PagedList } from '@shutterday/domain';
import { DateText, JobStatusTags, PagedTable } from '@shutterday/ui';
import { Empty, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface OrganizationJobsTableProps {
  page: PagedList<Job>;
  loading: boolean;
  onPageChange: (page: number) => void;
  jobHref: (job: Job) => string;
}

const yesNo = (value: boolean) => (value ? 'Open' : 'Closed');

/** The organization's jobs, each opening its job editor, with their state and ordering windows. */
export function OrganizationJobsTable({ page, loading, onPageChange, jobHref }: OrganizationJobsTableProps) {
  if (page.totalRecords === 0) return <Empty description="This organization has no jobs yet." />;
  return <PagedTable<Job> caption="Jobs" data={page} columns={organizationJobColumns(jobHref)} rowKey="id" loading={loading} onPageChange={onPageChange} />;
}

/** The columns of the organization's jobs; `actions` adds a last column (publish, archive…). */
export function organizationJobColumns(jobHref: (job: Job) => string, actions?: (job: Job) => ReactNode): TableColumnsType<Job> {
  const columns: TableColumnsType<Job> = [
    { title: 'Job', dataIndex: 'name', render: (_, job) => <Link to={jobHref(job)}>{job.name}</Link> },
    { title: 'Picture day', dataIndex: 'pictureDay', render: (day: string | null) => (day ? <DateText value={day} /> : '—') },
    { title: 'Status', key: 'status', render: (_, job) => <JobStatusTags job={job} /> },
    { title: 'Prepay', key: 'prepay', render: (_, job) => yesNo(job.prepay.available) },
    { title: 'Gallery', key: 'gallery', render: (_, job) => yesNo(job.gallery.available) },
  ];
  return actions ? [...columns, { title: 'Actions', key: 'actions', render: (_, job) => actions(job) }] : columns;
}
