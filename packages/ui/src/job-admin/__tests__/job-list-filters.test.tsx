import '../../test-support/message-channel';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { useListParams } from '../../list-search/use-list-params';
import { JOB_FILTER_NAMES, JobListFilters, jobsListParams } from '../job-list-filters';

let sent: unknown;
function Harness() {
  const list = useListParams(JOB_FILTER_NAMES);
  sent = jobsListParams(list);
  return (
    <>
      <JobListFilters list={list} />
      <output aria-label="query">{useLocation().search}</output>
    </>
  );
}

const pick = async (filter: string, option: string) => {
  await userEvent.click(screen.getByRole('combobox', { name: filter }));
  await userEvent.click(await screen.findByTitle(option));
};

test('keeps state, prepay and gallery in the URL as the spec’s 0/1 flags, back at page 1', async () => {
  render(
    <MemoryRouter initialEntries={['/jobs?page=3&search=lincoln']}>
      <Harness />
    </MemoryRouter>,
  );
  await pick('State', 'Archived');
  expect(screen.getByRole('status', { name: 'query' })).toHaveTextContent('?search=lincoln&state=archived');
  await pick('Prepay', 'Prepay closed');
  await pick('Gallery', 'Gallery open');
  expect(screen.getByRole('status', { name: 'query' })).toHaveTextContent('?search=lincoln&state=archived&prepay=0&galleries=1');
  expect(sent).toEqual({ page: 1, search: 'lincoln', state: 'archived', prepay: false, galleries: true });
});

test('ignores a state the list does not know', () => {
  render(
    <MemoryRouter initialEntries={['/jobs?state=deleted&prepay=1']}>
      <Harness />
    </MemoryRouter>,
  );
  expect(sent).toEqual({ page: 1, search: undefined, state: undefined, prepay: true, galleries: undefined });
});
