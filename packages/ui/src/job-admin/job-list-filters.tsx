import { type JobsListParams } from '@shutterday/api-client/staff';
import { JOB_STATES, type JobState } from '@shutterday/domain/staff';
import { ListFilter } from '../admin-kit/list-filter';
import type { ListParams } from '../list-search/use-list-params';

/** The URL parameters of a jobs list's filters (spec §7: prepay and galleries as 0 or 1). */
export const JOB_FILTER_NAMES = ['state', 'prepay', 'galleries'] as const;

const STATE_LABELS: Record<JobState, string> = { published: 'Published', unpublished: 'Unpublished', archived: 'Archived' };
const flag = (value: string | undefined) => (value === '1' ? true : value === '0' ? false : undefined);

/** What a jobs list sends for the page, search and filters in the URL (an unknown value is ignored). */
export function jobsListParams(list: ListParams): JobsListParams {
  const state = JOB_STATES.find((s) => s === list.filters.state);
  return { page: list.page, search: list.search || undefined, state, prepay: flag(list.filters.prepay), galleries: flag(list.filters.galleries) };
}

/** The published / unpublished / archived filter of a jobs list (`state` in the URL). */
export function JobStateFilter({ list }: { list: ListParams }) {
  return <ListFilter list={list} name="state" label="State" allLabel="All states" options={JOB_STATES.map((value) => ({ value, label: STATE_LABELS[value] }))} />;
}

/** State, prepay and gallery filters of a jobs list, kept in the URL. */
export function JobListFilters({ list }: { list: ListParams }) {
  const yesNo = (yes: string, no: string) => [
    { value: '1', label: yes },
    { value: '0', label: no },
  ];
  return (
    <>
      <JobStateFilter list={list} />
      <ListFilter list={list} name="prepay" label="Prepay" allLabel="Prepay: any" options={yesNo('Prepay open', 'Prepay closed')} />
      <ListFilter list={list} name="galleries" label="Gallery" allLabel="Gallery: any" options={yesNo('Gallery open', 'Gallery closed')} />
    </>
  );
}
