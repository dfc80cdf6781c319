import type { Job, PagedList } from '@shutterday/domain';
import { PagedTable } from '@shutterday/ui';
import { Empty } from 'antd';
import { jobColumns } from './job-columns';

interface JobsTableProps {
  page: PagedList<Job>;
  search: string;
  loading: boolean;
  onPageChange: (page: number) => void;
  jobHref: (job: Job) => string;
}

/** One page of the studio's jobs (50 per page, spec §9). */
export function JobsTable({ page, search, loading, onPageChange, jobHref }: JobsTableProps) {
  if (page.totalRecords === 0) {
    return <Empty description={search ? `No job matches “${search}”.` : 'This studio has no jobs yet.'} />;
  }
  return <PagedTable<Job> caption="Jobs" data={page} columns={jobColumns(jobHref)} rowKey="id" loading={loading} onPageChange={onPageChange} />;
}
