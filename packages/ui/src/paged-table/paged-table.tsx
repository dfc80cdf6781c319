import { Table, type TableColumnsType } from 'antd';
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE, type PagedList } from '@shutterday/domain';

export interface PagedTableProps<T extends object> {
  data: PagedList<T> | undefined;
  columns: TableColumnsType<T>;
  rowKey: keyof T & string;
  loading?: boolean;
  /** Asked for a 1-based page; the caller fetches it. */
  onPageChange: (page: number) => void;
  caption?: string;
}

/** An antd table over one page of a server list (spec §9: 50 per page, page 1 first). */
export function PagedTable<T extends object>({ data, columns, rowKey, loading = false, onPageChange, caption }: PagedTableProps<T>) {
  return (
    <Table<T>
      aria-label={caption}
      columns={columns}
      rowKey={rowKey}
      dataSource={data?.resultItems ?? []}
      loading={loading}
      scroll={{ x: 'max-content' }}
      pagination={{
        current: data?.currentPage ?? DEFAULT_PAGE,
        pageSize: data?.pageSize ?? DEFAULT_PAGE_SIZE,
        total: data?.totalRecords ?? 0,
        showSizeChanger: false,
        hideOnSinglePage: true,
        onChange: onPageChange,
      }}
    />
  );
}
