import type { PagedList, StudioSummary } from '@shutterday/domain';
import { DateText, PagedTable } from '@shutterday/ui';
import { Empty, Tag, type TableColumnsType } from 'antd';
import { Link } from 'react-router';

interface StudiosTableProps {
  page: PagedList<StudioSummary>;
  /** The search the page was loaded for, to word the empty state. */
  search: string;
  loading: boolean;
  onPageChange: (page: number) => void;
  studioHref: (studio: StudioSummary) => string;
}

/** One page of the platform's studios (50 per page, spec §9); each name opens that studio's admin. */
export function StudiosTable({ page, search, loading, onPageChange, studioHref }: StudiosTableProps) {
  if (page.totalRecords === 0) {
    return <Empty description={search ? `No studio matches “${search}”.` : 'There are no studios yet.'} />;
  }
  const columns: TableColumnsType<StudioSummary> = [
    { title: 'Name', dataIndex: 'name', render: (_, studio) => <Link to={studioHref(studio)}>{studio.name}</Link> },
    { title: 'Slug', dataIndex: 'slug' },
    { title: 'Jobs', dataIndex: 'jobCount', align: 'right' },
    {
      title: 'Verified',
      dataIndex: 'stripeVerified',
      render: (verified: boolean) => (verified ? <Tag color="green">Verified</Tag> : <Tag>Not verified</Tag>),
    },
    { title: 'Created', dataIndex: 'createdAt', render: (createdAt: string) => <DateText value={createdAt} /> },
  ];
  return <PagedTable<StudioSummary> caption="Studios" data={page} columns={columns} rowKey="id" loading={loading} onPageChange={onPageChange} />;
}
