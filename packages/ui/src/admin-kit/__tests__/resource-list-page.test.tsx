import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { PagedList } from '@shutterday/domain';
import { useListParams } from '../../list-search/use-list-params';
import { PlatformProviders } from '../../platform-providers/platform-providers';
import { ListFilter } from '../list-filter';
import { flagColumn, recordLinkColumn } from '../record-columns';
import { ResourceListPage, type ResourceListPageProps } from '../resource-list-page';

interface Club {
  id: number;
  name: string;
  indoor: boolean;
}
type Query = { data: PagedList<Club> | undefined; error: unknown; isPending: boolean; isError: boolean; refetch: () => unknown };
const page = (names: string[], totalRecords = names.length): PagedList<Club> => ({
  resultItems: names.map((name, i) => ({ id: i + 1, name, indoor: i === 0 })),
  currentPage: 1,
  pageSize: 50,
  totalRecords,
});

// The search box's and the failed load's words are the page's defaults, named after the list.
function Clubs({ query, onParams, props }: { query: Query; onParams: (params: object) => void; props?: Partial<ResourceListPageProps<Club>> }) {
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
        filters={<ListFilter label="Type" name="type" list={list} allLabel="All types" options={[{ value: 'sport', label: 'Sport' }]} />}
        emptyText="No clubs yet."
        {...props}
      />
      <output aria-label="url">{location.search}</output>
    </>
  );
}

function setup(query: Query, url = '/clubs', props?: Partial<ResourceListPageProps<Club>>) {
  const onParams = jest.fn();
  render(
    <PlatformProviders>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/clubs" element={<Clubs query={query} onParams={onParams} props={props} />} />
        </Routes>
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

test('names the tab after the heading, or after its own title', () => {
  setup(loaded(page(['Oak Rovers'])));
  expect(document.title).toBe('Clubs - Shutterday');
  cleanup();
  setup(loaded(page(['Oak Rovers'])), '/clubs', { documentTitle: 'Sports clubs' });
  expect(document.title).toBe('Sports clubs - Shutterday');
});

test('the new-record button leads to `new` under the list, each record link to its id, and a yes/no field reads as its tag', () => {
  const columns = [recordLinkColumn<Club>('Club', 'name'), flagColumn<Club>('Plays', 'indoor', { label: 'Indoors', color: '#237804' }, 'Outdoors')];
  setup(loaded(page(['Oak Rovers', 'Elm United'])), '/clubs', { newLabel: 'New club', columns });
  expect(screen.getByRole('link', { name: 'New club' })).toHaveAttribute('href', '/clubs/new');
  const row = (name: string) => within(screen.getByRole('table', { name: 'Clubs' })).getByRole('row', { name: new RegExp(name) });
  expect(within(row('Oak Rovers')).getByRole('link', { name: 'Oak Rovers' })).toHaveAttribute('href', '/clubs/1');
  expect(row('Oak Rovers')).toHaveTextContent('Indoors');
  expect(row('Elm United')).toHaveTextContent('Outdoors');
});
