import type { Job } from '@shutterday/domain';
import type { TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { ResourceListPage, type ResourceListPageProps } from '../admin-kit/resource-list-page';
import type { ListParams } from '../list-search/use-list-params';
import { JobListFilters } from './job-list-filters';
import { JobStateActions } from './job-state-actions';

export interface JobsListPageProps {
  studioId: number;
  list: ListParams;
  query: ResourceListPageProps<Job>['query'];
  /** The job columns; a last column with publish, unpublish and archive is added. */
  columns: TableColumnsType<Job>;
  /** The "New job" button. */
  newJob: ReactNode;
  emptyText: string;
}

/** A jobs list of the studio admin or of one organization: search, state/prepay/gallery filters, new job, and each job's state actions. */
export function JobsListPage({ studioId, list, query, columns, newJob, emptyText }: JobsListPageProps) {
  return (
    <ResourceListPage<Job>
      title="Jobs"
      list={list}
      query={query}
      filters={<JobListFilters list={list} />}
      actions={newJob}
      emptyText={emptyText}
      emptySearchText="No job matches this search or these filters."
      columns={[...columns, { title: 'Actions', key: 'actions', render: (_, job) => <JobStateActions studioId={studioId} job={job} /> }]}
    />
  );
}
