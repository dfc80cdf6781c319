import { orderServicesResource } from '@shutterday/api-client/staff';
import type { OrderServiceRecord } from '@shutterday/domain/staff';
import { flagColumn, Money, recordLinkColumn, ResourceListPage, useListParams } from '@shutterday/ui';

/** `order-services`: the photo services (retouching, personalization) studios may offer parents. */
export default function OrderServicesListRoute() {
  const list = useListParams();
  const query = orderServicesResource.useList(undefined, list.query);
  return (
    <ResourceListPage<OrderServiceRecord>
      title="Order services"
      description="The photo services every studio may offer in its jobs' standard settings, at these prices. A change reaches parents' pages at once."
      list={list}
      query={query}
      emptyText="No order service."
      columns={[
        recordLinkColumn('Name', 'name'),
        { title: 'Code', dataIndex: 'code' },
        { title: 'Price', dataIndex: 'price', align: 'right', render: (cents: number) => <Money cents={cents} /> },
        flagColumn('Studios', 'active', { label: 'Offered', color: '#237804' }, 'Switched off'),
      ]}
    />
  );
}
