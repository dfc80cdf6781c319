import { useJobOrders, type JobOrdersParams } from '@shutterday/api-client/staff';
import { ORDER_METHODS, type OrderMethod } from '@shutterday/domain';
import { ORDER_STATUSES, paymentMethodText, type JobOrderSummary } from '@shutterday/domain/staff';
import { DateText, ListFilter, Money, ResourceListPage, useListParams } from '@shutterday/ui';
import { Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { useJobScope } from '../../../lib/job-scope';
import { ORDER_STATUS_OPTIONS, OrderStatusTag } from './order-status-tag';

export interface JobOrdersListProps {
  title: string;
  /** Only the orders placed with this method; without it every order, with a method filter. */
  orderMethod?: OrderMethod;
  description: string;
  emptyText: string;
}

/** What the list sends for the page, search and filters in the URL (an unknown value is ignored). */
export function jobOrdersParams(query: { page: number; search: string } & Record<string, string | number>, orderMethod?: OrderMethod): JobOrdersParams {
  return {
    page: query.page,
    search: query.search || undefined,
    orderMethod: orderMethod ?? ORDER_METHODS.find((method) => method === query.orderMethod),
    status: ORDER_STATUSES.find((status) => status === query.status),
  };
}

/** A job's orders, newest first: number, parent, children, packages, total and status; each opens the whole order. */
export function JobOrdersList({ title, orderMethod, description, emptyText }: JobOrdersListProps) {
  const { studioId, jobId } = useJobScope();
  const list = useListParams(orderMethod ? ['status'] : ['orderMethod', 'status']);
  const query = useJobOrders(studioId, jobId, jobOrdersParams(list.query, orderMethod));
  const columns: TableColumnsType<JobOrderSummary> = [
    { title: 'Order', dataIndex: 'orderNumber', render: (number: string) => <Link to={`../${number}`} relative="path">{`#${number}`}</Link> },
    { title: 'Placed', dataIndex: 'placedAt', render: (placedAt: string) => <DateText value={placedAt} />, responsive: ['sm'] },
    {
      title: 'Parent',
      key: 'parent',
      render: (_, order) => (
        <>
          {order.customerName}
          <Typography.Text type="secondary" style={{ display: 'block' }}>
            {order.email}
          </Typography.Text>
        </>
      ),
    },
    { title: 'Children', dataIndex: 'subjectNames', render: (names: string[]) => names.join(', '), responsive: ['md'] },
    { title: 'Packages', dataIndex: 'packageCount', align: 'right', responsive: ['md'] },
    {
      title: 'Total',
      key: 'total',
      align: 'right',
      // A partly refunded order names what it keeps: the total less what refunds gave back.
      render: (_, order) =>
        order.refunded > 0 && order.refunded < order.total ? (
          <>
            <Money cents={order.total - order.refunded} /> <Typography.Text type="secondary">kept of <Money cents={order.total} /></Typography.Text>
          </>
        ) : (
          <Money cents={order.total} />
        ),
    },
    { title: 'Paid by', key: 'payment', render: (_, order) => paymentMethodText(order.paymentMethod, order.checkNumber) },
    ...(orderMethod ? [] : [{ title: 'Method', dataIndex: 'orderMethod' } as const]),
    { title: 'Status', key: 'status', render: (_, order) => <OrderStatusTag order={order} /> },
  ];
  return (
    <ResourceListPage<JobOrderSummary>
      title={title}
      description={description}
      list={list}
      query={query}
      rowKey="orderNumber"
      searchLabel="Search orders"
      filters={
        <>
          {!orderMethod && <ListFilter list={list} name="orderMethod" label="Method" allLabel="All methods" options={ORDER_METHODS.map((method) => ({ value: method, label: method }))} />}
          <ListFilter list={list} name="status" label="Status" allLabel="All statuses" options={ORDER_STATUS_OPTIONS} />
        </>
      }
      emptyText={emptyText}
      emptySearchText="No order matches this search or these filters."
      errorTitle="We couldn't load the orders"
      columns={columns}
    />
  );
}
