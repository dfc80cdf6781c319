import { DEFAULT_PAGE } from '@shutterday/domain';
import { useSearchParams } from 'react-router';

function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : DEFAULT_PAGE;
}

export interface ListUpdate {
  page?: number;
  search?: string;
  /** Filters to change; '' or undefined removes one. */
  filters?: Record<string, string | undefined>;
}

export interface ListParams {
  page: number;
  search: string;
  /** The named filters present in the URL (e.g. { prepay: '1' }). */
  filters: Record<string, string>;
  /** What to send to the list call: page, search and the filters. */
  query: { page: number; search: string } & Record<string, string | number>;
  /** A new search or filter starts again from page 1; a page change keeps both. */
  update: (next: ListUpdate) => void;
}

/** Page, search and the named filters of a server list, kept in the URL so back/forward and shared links work. */
export function useListParams(filterNames: readonly string[] = []): ListParams {
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const page = pageOf(params.get('page'));
  const filters = Object.fromEntries(filterNames.flatMap((name) => (params.get(name) ? [[name, params.get(name)!]] : [])));
  const update = (next: ListUpdate) => {
    const query = new URLSearchParams();
    const nextSearch = next.search ?? search;
    const nextPage = next.page ?? DEFAULT_PAGE;
    if (nextSearch) query.set('search', nextSearch);
    for (const [name, value] of Object.entries({ ...filters, ...next.filters })) if (value) query.set(name, value);
    if (nextPage !== DEFAULT_PAGE) query.set('page', String(nextPage));
    setParams(query);
  };
  return { page, search, filters, query: { page, search, ...filters }, update };
}
