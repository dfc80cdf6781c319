import type { PagedList } from '@shutterday/domain';
import { type GalleryProcessing } from '@shutterday/domain/staff';
import { DateText, PagedTable } from '@shutterday/ui';
import { Empty, Tag, type TableColumnsType } from 'antd';
import { Link } from 'react-router';

interface GalleriesProcessingTableProps {
  page: PagedList<GalleryProcessing>;
  search: string;
  loading: boolean;
  onPageChange: (page: number) => void;
  jobHref: (row: GalleryProcessing) => string;
}

// Solid dark tags: white text on them passes WCAG AA contrast; antd's light preset tags (green, gold) do not.
const count = (color: string) => (value: number) => (value > 0 ? <Tag color={color}>{value}</Tag> : <span>0</span>);

/** Per job with photos: how many, and how many are processed, waiting or failed; waiting jobs come first. */
export function GalleriesProcessingTable({ page, search, loading, onPageChange, jobHref }: GalleriesProcessingTableProps) {
  if (page.totalRecords === 0) {
    return <Empty description={search ? `No job with photos matches “${search}”.` : 'No job has photos yet.'} />;
  }
  const columns: TableColumnsType<GalleryProcessing> = [
    { title: 'Job', dataIndex: 'jobName', render: (_, row) => <Link to={jobHref(row)}>{row.jobName}</Link> },
    { title: 'Organization', dataIndex: 'organizationName' },
    { title: 'Studio', dataIndex: 'studioName' },
    { title: 'Photos', key: 'photos', align: 'right', render: (_, row) => `${row.individualCount} individual, ${row.groupCount} group` },
    { title: 'Done', dataIndex: 'done', align: 'right', render: count('#237804') },
    { title: 'Pending', dataIndex: 'pending', align: 'right', render: count('#874d00') },
    { title: 'Failed', dataIndex: 'failed', align: 'right', render: count('#a8071a') },
    { title: 'Latest photo', dataIndex: 'lastPhotoAt', render: (value: string) => <DateText value={value} /> },
  ];
  return <PagedTable<GalleryProcessing> caption="Galleries processing" data={page} columns={columns} rowKey="jobId" loading={loading} onPageChange={onPageChange} />;
}
