import { DEFAULT_PAGE } from '@shutterday/domain';
import { useSearchParams } from 'react-router';

function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : DEFAULT_PAGE;
}

export interface ListParams {
  page: number;
  search: string;
  /** A new search starts again from page 1; a page change keeps the search. */
  update: (next: { page?: number; search?: string }) => void;
}

/** Page and search of a server list, kept in the URL so back/forward and shared links work. */
export function useListParams(): ListParams {
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const page = pageOf(params.get('page'));
  const update = (next: { page?: number; search?: string }) => {
    const query = new URLSearchParams();
    const nextSearch = next.search ?? search;
    const nextPage = next.page ?? DEFAULT_PAGE;
    if (nextSearch) query.set('search', nextSearch);
    if (nextPage !== DEFAULT_PAGE) query.set('page', String(nextPage));
    setParams(query);
  };
  return { page, search, update };
}
