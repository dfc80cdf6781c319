import { orderErrorsResource } from '@shutterday/api-client/staff';
import type { OrderError } from '@shutterday/domain/staff';
import { DateText, ListFilter, Money, ResourceListPage, studioHomePath, useListParams } from '@shutterday/ui';
import { Tag, Typography } from 'antd';
import { Link } from 'react-router';

/** `order-errors`: every checkout a payment refused, whom to help (no order since) and whom not to bother (ordered later). */
export default function OrderErrorsRoute() {
  const list = useListParams(['state']);
  const query = orderErrorsResource.useList(undefined, list.query);
  return (
    <ResourceListPage<OrderError>
      title="Order errors"
      description="Every checkout whose payment was refused, newest first. Nothing was charged and the parent's cart stayed open; “Ordered since” means the same cart became an order later."
      list={list}
      query={query}
      searchLabel="Search parent, studio or job"
      filters={
        <ListFilter
          list={list}
          name="state"
          label="Outcome"
          allLabel="Every outcome"
          options={[
            { value: 'open', label: 'No order since' },
            { value: 'ordered', label: 'Ordered since' },
          ]}
        />
      }
      emptyText="No payment has been refused."
      columns={[
        { title: 'When', dataIndex: 'at', render: (value: string) => <DateText value={value} /> },
        {
          title: 'Parent',
          key: 'parent',
          render: (_value, error) => (
            <>
              {error.parentName ?? 'Unknown'}
              {error.email && <Typography.Text type="secondary" style={{ display: 'block' }}>{error.email}</Typography.Text>}
            </>
          ),
        },
        {
          title: 'Studio and job',
          key: 'job',
          responsive: ['md'],
          render: (_value, error) => (
            <>
              <Link to={`${studioHomePath(error.studioId)}/jobs/${error.jobId}/overview`}>{error.jobName}</Link>
              <Typography.Text type="secondary" style={{ display: 'block' }}>{error.studioName}</Typography.Text>
            </>
          ),
        },
        { title: 'Amount', dataIndex: 'amount', align: 'right', render: (cents: number) => <Money cents={cents} /> },
        { title: 'Reason', dataIndex: 'message', render: (message: string | null) => message ?? 'Refused' },
        {
          title: 'Outcome',
          dataIndex: 'orderNumber',
          render: (orderNumber: number | null) => (orderNumber ? <Tag color="#237804">Ordered since: {orderNumber}</Tag> : <Tag color="#a8071a">No order since</Tag>),
        },
      ]}
    />
  );
}
