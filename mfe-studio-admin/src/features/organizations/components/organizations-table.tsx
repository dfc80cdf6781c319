import type { Organization, PagedList } from '@shutterday/domain';
import { PagedTable } from '@shutterday/ui';
import { Empty, Tag, type TableColumnsType } from 'antd';
import { Link } from 'react-router';

interface OrganizationsTableProps {
  page: PagedList<Organization>;
  search: string;
  loading: boolean;
  onPageChange: (page: number) => void;
  /** The organization editor (org editor remote, mounted by the shell). */
  organizationHref: (organization: Organization) => string;
}

const TYPE_LABEL: Record<Organization['type'], string> = { school: 'School', sport: 'Sport' };

/** One page of the studio's organizations (50 per page, spec §9). */
export function OrganizationsTable({ page, search, loading, onPageChange, organizationHref }: OrganizationsTableProps) {
  if (page.totalRecords === 0) {
    return <Empty description={search ? `No organization matches “${search}”.` : 'This studio has no organizations yet.'} />;
  }
  const columns: TableColumnsType<Organization> = [
    { title: 'Name', dataIndex: 'name', render: (_, org) => <Link to={organizationHref(org)}>{org.name}</Link> },
    { title: 'Type', dataIndex: 'type', render: (type: Organization['type']) => <Tag>{TYPE_LABEL[type]}</Tag> },
    { title: 'Jobs', dataIndex: 'jobCount', align: 'right' },
  ];
  return (
    <PagedTable<Organization>
      caption="Organizations"
      data={page}
      columns={columns}
      rowKey="id"
      loading={loading}
      onPageChange={onPageChange}
    />
  );
}
