import { orderServicesResource } from '@shutterday/api-client/staff';
import type { OrderServiceRecord } from '@shutterday/domain/staff';
import { Money, PageTitle, ResourceListPage, useListParams } from '@shutterday/ui';
import { Tag } from 'antd';
import { Link } from 'react-router';

/** `order-services`: the photo services (retouching, personalization) studios may offer parents. */
export default function OrderServicesListRoute() {
  const list = useListParams();
  const query = orderServicesResource.useList(undefined, list.query);
  return (
    <>
      <PageTitle title="Order services" />
      <ResourceListPage<OrderServiceRecord>
        title="Order services"
        description="The photo services every studio may offer in its jobs' standard settings, at these prices. A change reaches parents' pages at once."
        list={list}
        query={query}
        rowKey="id"
        searchLabel="Search order services"
        emptyText="No order service."
        errorTitle="We couldn't load the order services"
        columns={[
          { title: 'Name', dataIndex: 'name', render: (_value, service) => <Link to={String(service.id)}>{service.name}</Link> },
          { title: 'Code', dataIndex: 'code' },
          { title: 'Price', dataIndex: 'price', align: 'right', render: (cents: number) => <Money cents={cents} /> },
          { title: 'Studios', dataIndex: 'active', render: (active: boolean) => (active ? <Tag color="#237804">Offered</Tag> : <Tag>Switched off</Tag>) },
        ]}
      />
    </>
  );
}
