import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import type { PagedList } from '@shutterday/domain';
import { useListParams } from '../../list-search/use-list-params';
import { PlatformProviders } from '../../platform-providers/platform-providers';
import { ListFilter } from '../list-filter';
import { ResourceListPage } from '../resource-list-page';

interface Club {
  id: number;
  name: string;
}
type Query = { data: PagedList<Club> | undefined; error: unknown; isPending: boolean; isError: boolean; refetch: () => unknown };
const page = (names: string[], totalRecords = names.length): PagedList<Club> => ({
  resultItems: names.map((name, i) => ({ id: i + 1, name })),
  currentPage: 1,
  pageSize: 50,
  totalRecords,
});

function Clubs({ query, onParams }: { query: Query; onParams: (params: object) => void }) {
  const list = useListParams(['type']);
  onParams(list.query);
  const location = useLocation();
  return (
    <>
      <ResourceListPage<Club>
        title="Clubs"
        list={list}
        query={query}
        columns={[{ title: 'Name', dataIndex: 'name' }]}
        rowKey="id"
        searchLabel="Search clubs"
        filters={<ListFilter label="Type" name="type" list={list} allLabel="All types" options={[{ value: 'sport', label: 'Sport' }]} />}
        emptyText="No clubs yet."
        errorTitle="We couldn't load the clubs"
      />
      <output aria-label="url">{location.search}</output>
    </>
  );
}

function setup(query: Query, url = '/clubs') {
  const onParams = jest.fn();
  render(
    <PlatformProviders>
      <MemoryRouter initialEntries={[url]}>
        <Clubs query={query} onParams={onParams} />
      </MemoryRouter>
    </PlatformProviders>,
  );
  return onParams;
}
const loaded = (data: PagedList<Club>): Query => ({ data, error: null, isPending: false, isError: false, refetch: jest.fn() });

test('shows the rows of the page and asks for page 1 with the URL search and filters', () => {
  const onParams = setup(loaded(page(['Oak Rovers', 'Elm United'])), '/clubs?search=o&type=sport');
  expect(within(screen.getByRole('table', { name: 'Clubs' })).getByText('Oak Rovers')).toBeInTheDocument();
  expect(onParams).toHaveBeenLastCalledWith({ page: 1, search: 'o', type: 'sport' });
});

test('a search goes into the URL and starts at page 1', async () => {
  setup(loaded(page(['Oak Rovers'])), '/clubs?page=3');
  await userEvent.type(screen.getByRole('searchbox', { name: 'Search clubs' }), 'oak{Enter}');
  expect(screen.getByLabelText('url')).toHaveTextContent('?search=oak');
});

test('the empty state says whether the search found nothing or there is nothing yet', () => {
  setup(loaded(page([])));
  expect(screen.getByText('No clubs yet.')).toBeInTheDocument();
});

test('an empty search result says so', () => {
  setup(loaded(page([])), '/clubs?search=zzz');
  expect(screen.getByText('Nothing matches this search.')).toBeInTheDocument();
});

test('a failed load shows what failed and a way to try again', async () => {
  const refetch = jest.fn();
  setup({ data: undefined, error: new Error('Could not reach the server.'), isPending: false, isError: true, refetch });
  expect(screen.getByRole('alert')).toHaveTextContent("We couldn't load the clubs");
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(refetch).toHaveBeenCalled();
});
