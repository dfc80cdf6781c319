import { shippingOptionsResource } from '@shutterday/api-client/staff';
import type { ShippingOptionRecord } from '@shutterday/domain/staff';
import { flagColumn, Money, recordLinkColumn, ResourceListPage, useListParams } from '@shutterday/ui';

/** `shipping-options`: what parents may choose at checkout, for every studio. */
export default function ShippingOptionsListRoute() {
  const list = useListParams();
  const query = shippingOptionsResource.useList(undefined, list.query);
  return (
    <ResourceListPage<ShippingOptionRecord>
      title="Shipping options"
      description="Every studio's checkout offers the options switched on, in this order. Orders keep an option's code, so an option is switched off rather than deleted."
      list={list}
      query={query}
      newLabel="New shipping option"
      emptyText="No shipping option yet: parents could only order for delivery with their school."
      columns={[
        recordLinkColumn('Name', 'name'),
        { title: 'Code', dataIndex: 'code' },
        { title: 'Price', dataIndex: 'price', align: 'right', render: (cents: number) => <Money cents={cents} /> },
        { title: 'Position', dataIndex: 'sortOrder', align: 'right', responsive: ['md'] },
        flagColumn('Checkout', 'active', { label: 'Offered', color: '#237804' }, 'Switched off'),
      ]}
    />
  );
}
