import { productsResource } from '@shutterday/api-client/staff';
import type { ProductRecord } from '@shutterday/domain/staff';
import { flagColumn, recordLinkColumn, ResourceListPage, useListParams } from '@shutterday/ui';

/** `products`: the catalogue every studio builds its packages' items from. */
export default function ProductsListRoute() {
  const list = useListParams();
  const query = productsResource.useList(undefined, list.query);
  return (
    <ResourceListPage<ProductRecord>
      title="Products"
      description="Every studio builds its packages' items from these. An item keeps its product's code, so a product that packages hold cannot be deleted."
      list={list}
      query={query}
      newLabel="New product"
      emptyText="No product yet: studios could not build a package."
      columns={[
        recordLinkColumn('Name', 'name'),
        { title: 'Code', dataIndex: 'code' },
        flagColumn('Kind', 'digital', { label: 'Digital', color: '#0958d9' }, 'Print'),
        { title: 'Package items', dataIndex: 'packageItems', align: 'right', responsive: ['md'] },
      ]}
    />
  );
}
