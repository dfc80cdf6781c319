import type { ReactNode } from 'react';
import { Button, Empty, Flex, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { Link } from 'react-router';
import type { PagedList } from '@shutterday/domain';
import { ListSearch } from '../list-search/list-search';
import type { ListParams } from '../list-search/use-list-params';
import { PageTitle } from '../page-title/page-title';
import { PagedTable } from '../paged-table/paged-table';
import { QueryState, type QueryLike } from '../query-state/query-state';

export interface ResourceListPageProps<T extends object> {
  /** The page heading, e.g. "Organizations". */
  title: string;
  /** The browser tab's title; the heading by default. */
  documentTitle?: string;
  /** From useListParams: page, search and filters live in the URL. */
  list: ListParams;
  /** The list query made with `list.query` (e.g. resource.useList(scope, list.query)). */
  query: QueryLike<PagedList<T>> & { isFetching?: boolean };
  columns: TableColumnsType<T>;
  /** The field that tells the rows apart; `id` by default. */
  rowKey?: keyof T & string;
  /** Accessible name of the search box; "Search organizations" for a list titled "Organizations". */
  searchLabel?: string;
  /** Filter controls beside the search (see ListFilter). */
  filters?: ReactNode;
  /** A sentence under the heading saying what the list is for. */
  description?: ReactNode;
  /** The label of the button to the page that makes a new record (`new`, under the list), e.g. "New product". */
  newLabel?: string;
  /** Page actions in place of that button, e.g. a form that creates a record on the list. */
  actions?: ReactNode;
  /** What an empty list says, with or without a search. */
  emptyText: string;
  emptySearchText?: string;
  /** What a failed load says; "We couldn't load the organizations" for a list titled "Organizations". */
  errorTitle?: string;
}

/**
 * The list page of every admin resource: the tab's title, heading and actions, search and filters kept in
 * the URL, the paged table (50 per page from page 1), and its loading, error and empty states.
 */
export function ResourceListPage<T extends object>({
  title, documentTitle, list, query, columns, rowKey = 'id' as keyof T & string, searchLabel = `Search ${title.toLowerCase()}`, filters, description, newLabel, actions,
  emptyText, emptySearchText = 'Nothing matches this search.', errorTitle = `We couldn't load the ${title.toLowerCase()}`,
}: ResourceListPageProps<T>) {
  const narrowed = list.search !== '' || Object.keys(list.filters).length > 0;
  return (
    <Flex vertical gap={16}>
      <PageTitle title={documentTitle ?? title} />
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        {actions ??
          (newLabel && (
            <Link to="new">
              <Button type="primary">{newLabel}</Button>
            </Link>
          ))}
      </Flex>
      {description && (
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {description}
        </Typography.Paragraph>
      )}
      <Flex gap={8} wrap align="center">
        <ListSearch label={searchLabel} placeholder="Search" value={list.search} onSearch={(search) => list.update({ search })} />
        {filters}
      </Flex>
      <QueryState query={query} errorTitle={errorTitle}>
        {(data) =>
          data.totalRecords === 0 ? (
            <Empty description={narrowed ? emptySearchText : emptyText} />
          ) : (
            <PagedTable<T> caption={title} data={data} columns={columns} rowKey={rowKey} loading={query.isFetching} onPageChange={(page) => list.update({ page })} />
          )
        }
      </QueryState>
    </Flex>
  );
}
