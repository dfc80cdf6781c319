import type { JobsListParams } from '@shutterday/api-client/staff';
import { useStudioJobs } from '@shutterday/api-client/staff';
import type { Job } from '@shutterday/domain';
import { figureLegend } from '@shutterday/domain/staff';
import { JobStateFilter, jobsListParams, ResourceListPage, useListParams } from '@shutterday/ui';
import type { TableColumnsType } from 'antd';
import type { ReactNode } from 'react';

export interface OrderMethodJobsPageProps {
  studioId: number;
  title: string;
  /** Which switch the listed jobs have on (spec §7: prepay or galleries as 1). */
  method: keyof Pick<JobsListParams, 'prepay' | 'galleries'>;
  columns: TableColumnsType<Job>;
  description: ReactNode;
  emptyText: string;
}

/** The definitions of the money columns, as every page showing them names them. */
const MONEY_LEGEND = (['paidOrders', 'revenue'] as const).map((figure) => `${figureLegend(figure)}.`).join(' ');

/** The studio's jobs that offer one order method, searchable and filtered by state, 50 to a page. */
export function OrderMethodJobsPage({ studioId, title, method, columns, description, emptyText }: OrderMethodJobsPageProps) {
  const list = useListParams(['state']);
  const jobs = useStudioJobs(studioId, { ...jobsListParams(list), [method]: true });
  return (
    <ResourceListPage<Job>
      title={title}
      list={list}
      query={jobs}
      searchLabel="Search jobs"
      description={
        <>
          {description} {MONEY_LEGEND}
        </>
      }
      filters={<JobStateFilter list={list} />}
      emptyText={emptyText}
      emptySearchText="No job matches this search or this filter."
      errorTitle="We couldn't load the jobs"
      columns={columns}
    />
  );
}
