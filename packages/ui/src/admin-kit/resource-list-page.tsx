import type { ReactNode } from 'react';
import { Empty, Flex, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import type { PagedList } from '@shutterday/domain';
import { ListSearch } from '../list-search/list-search';
import type { ListParams } from '../list-search/use-list-params';
import { PagedTable } from '../paged-table/paged-table';
import { QueryState, type QueryLike } from '../query-state/query-state';

export interface ResourceListPageProps<T extends object> {
  /** The page heading, e.g. "Organizations". */
  title: string;
  /** From useListParams: page, search and filters live in the URL. */
  list: ListParams;
  /** The list query made with `list.query` (e.g. resource.useList(scope, list.query)). */
  query: QueryLike<PagedList<T>> & { isFetching?: boolean };
  columns: TableColumnsType<T>;
  rowKey: keyof T & string;
  /** Accessible name of the search box, e.g. "Search organizations". */
  searchLabel: string;
  /** Filter controls beside the search (see ListFilter). */
  filters?: ReactNode;
  /** A sentence under the heading saying what the list is for. */
  description?: ReactNode;
  /** Page actions, e.g. the "New organization" button. */
  actions?: ReactNode;
  /** What an empty list says, with or without a search. */
  emptyText: string;
  emptySearchText?: string;
  /** "We couldn't load the organizations". */
  errorTitle: string;
}

/**
 * The list page of every admin resource: heading and actions, search and filters kept in the URL, the
 * paged table (50 per page from page 1), and its loading, error and empty states.
 */
export function ResourceListPage<T extends object>({
  title, list, query, columns, rowKey, searchLabel, filters, description, actions, emptyText, emptySearchText = 'Nothing matches this search.', errorTitle,
}: ResourceListPageProps<T>) {
  const narrowed = list.search !== '' || Object.keys(list.filters).length > 0;
  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        {actions}
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
