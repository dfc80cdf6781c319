import { shippingOptionsResource } from '@shutterday/api-client/staff';
import type { ShippingOptionRecord } from '@shutterday/domain/staff';
import { Money, PageTitle, ResourceListPage, useListParams } from '@shutterday/ui';
import { Button, Tag } from 'antd';
import { Link } from 'react-router';

/** `shipping-options`: what parents may choose at checkout, for every studio. */
export default function ShippingOptionsListRoute() {
  const list = useListParams();
  const query = shippingOptionsResource.useList(undefined, list.query);
  return (
    <>
      <PageTitle title="Shipping options" />
      <ResourceListPage<ShippingOptionRecord>
        title="Shipping options"
        description="Every studio's checkout offers the options switched on, in this order. Orders keep an option's code, so an option is switched off rather than deleted."
        list={list}
        query={query}
        rowKey="id"
        searchLabel="Search shipping options"
        actions={
          <Link to="new">
            <Button type="primary">New shipping option</Button>
          </Link>
        }
        emptyText="No shipping option yet: parents could only order for delivery with their school."
        errorTitle="We couldn't load the shipping options"
        columns={[
          { title: 'Name', dataIndex: 'name', render: (_value, option) => <Link to={String(option.id)}>{option.name}</Link> },
          { title: 'Code', dataIndex: 'code' },
          { title: 'Price', dataIndex: 'price', align: 'right', render: (cents: number) => <Money cents={cents} /> },
          { title: 'Position', dataIndex: 'sortOrder', align: 'right', responsive: ['md'] },
          { title: 'Checkout', dataIndex: 'active', render: (active: boolean) => (active ? <Tag color="#237804">Offered</Tag> : <Tag>Switched off</Tag>) },
        ]}
      />
    </>
  );
}
