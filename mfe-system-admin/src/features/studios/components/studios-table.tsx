import type { PagedList, StudioSummary } from '@shutterday/domain';
import { DateText, PagedTable } from '@shutterday/ui';
import { Button, Empty, Popconfirm, Tag, type TableColumnsType } from 'antd';
import { StudioRowActions, StudioStatusTag } from './studio-row-actions';
import { Link } from 'react-router';

interface StudiosTableProps {
  page: PagedList<StudioSummary>;
  /** The search the page was loaded for, to word the empty state. */
  search: string;
  loading: boolean;
  onPageChange: (page: number) => void;
  studioHref: (studio: StudioSummary) => string;
  /** Approves a pending studio (opened by setup); the button asks for confirmation first. */
  onApprove: (studio: StudioSummary) => void;
  /** The studio whose approval is under way, if any. */
  approvingId?: number;
  /** Closes an active studio or reopens a closed one; the button asks for confirmation first. */
  onSetClosed?: (studio: StudioSummary, closed: boolean) => void;
  /** Where the studio's details are edited (its own settings page). */
  settingsHref?: (studio: StudioSummary) => string;
}

/**
 * One page of the platform's studios (50 per page, spec §9); each name opens that studio's admin. A studio
 * opened by setup is tagged Pending, with an Approve button, until a system administrator approves it.
 */
export function StudiosTable({ page, search, loading, onPageChange, studioHref, onApprove, approvingId, onSetClosed, settingsHref }: StudiosTableProps) {
  if (page.totalRecords === 0) {
    return <Empty description={search ? `No studio matches “${search}”.` : 'There are no studios yet.'} />;
  }
  const columns: TableColumnsType<StudioSummary> = [
    {
      title: 'Name',
      dataIndex: 'name',
      render: (_, studio) => (
        <>
          <Link to={studioHref(studio)}>{studio.name}</Link> <StudioStatusTag status={studio.status} />
        </>
      ),
    },
    { title: 'Slug', dataIndex: 'slug' },
    { title: 'Jobs', dataIndex: 'jobCount', align: 'right' },
    {
      title: 'Verified',
      dataIndex: 'stripeVerified',
      render: (verified: boolean) => (verified ? <Tag color="#237804">Verified</Tag> : <Tag>Not verified</Tag>),
    },
    {
      title: 'Payouts',
      dataIndex: 'payoutsConnected',
      render: (connected: boolean) => (connected ? <Tag color="#237804">Stripe connected</Tag> : <Tag>Not connected</Tag>),
    },
    { title: 'Created', dataIndex: 'createdAt', render: (createdAt: string) => <DateText value={createdAt} /> },
    {
      title: 'Approval',
      key: 'approval',
      render: (_, studio) =>
        studio.status === 'pending' && (
          <Popconfirm
            title={`Approve ${studio.name}?`}
            description="Its staff can then use the studio admin and its customer pages become public."
            okText="Approve"
            onConfirm={() => onApprove(studio)}
          >
            <Button size="small" type="primary" loading={approvingId === studio.id} aria-label={`Approve ${studio.name}`}>
              Approve
            </Button>
          </Popconfirm>
        ),
    },
    ...(onSetClosed && settingsHref ? [{ title: 'Actions', key: 'actions', render: (_: unknown, studio: StudioSummary) => <StudioRowActions studio={studio} settingsHref={settingsHref(studio)} onSetClosed={onSetClosed} /> }] : []),
  ];
  return <PagedTable<StudioSummary> caption="Studios" data={page} columns={columns} rowKey="id" loading={loading} onPageChange={onPageChange} />;
}
