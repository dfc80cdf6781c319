import { productsResource } from '@shutterday/api-client/staff';
import type { ProductRecord } from '@shutterday/domain/staff';
import { PageTitle, ResourceListPage, useListParams } from '@shutterday/ui';
import { Button, Tag } from 'antd';
import { Link } from 'react-router';

/** `products`: the catalogue every studio builds its packages' items from. */
export default function ProductsListRoute() {
  const list = useListParams();
  const query = productsResource.useList(undefined, list.query);
  return (
    <>
      <PageTitle title="Products" />
      <ResourceListPage<ProductRecord>
        title="Products"
        description="Every studio builds its packages' items from these. An item keeps its product's code, so a product that packages hold cannot be deleted."
        list={list}
        query={query}
        rowKey="id"
        searchLabel="Search products"
        actions={
          <Link to="new">
            <Button type="primary">New product</Button>
          </Link>
        }
        emptyText="No product yet: studios could not build a package."
        errorTitle="We couldn't load the products"
        columns={[
          { title: 'Name', dataIndex: 'name', render: (_value, product) => <Link to={String(product.id)}>{product.name}</Link> },
          { title: 'Code', dataIndex: 'code' },
          { title: 'Kind', dataIndex: 'digital', render: (digital: boolean) => (digital ? <Tag color="#0958d9">Digital</Tag> : <Tag>Print</Tag>) },
          { title: 'Package items', dataIndex: 'packageItems', align: 'right', responsive: ['md'] },
        ]}
      />
    </>
  );
}
