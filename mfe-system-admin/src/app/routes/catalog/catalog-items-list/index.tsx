import { catalogItemsResource } from '@shutterday/api-client/staff';
import { productName } from '@shutterday/domain';
import type { CatalogItemRecord } from '@shutterday/domain/staff';
import { PageTitle, ResourceListPage, useListParams } from '@shutterday/ui';
import { Button, Tag } from 'antd';
import { Link } from 'react-router';

/** `product-catalog/items`: what can be printed, ready for the studios' packages; searched by name, product code or tag. */
export default function CatalogItemsListRoute() {
  const list = useListParams();
  const query = catalogItemsResource.useList(undefined, list.query);
  return (
    <>
      <PageTitle title="Product catalog items" />
      <ResourceListPage<CatalogItemRecord>
        title="Items"
        description="Each item is a product's print with its photos' places and texts. Studios start their package items from these; a package keeps its own copy."
        list={list}
        query={query}
        rowKey="id"
        searchLabel="Search items by name, product code or tag"
        actions={
          <Link to="new">
            <Button type="primary">New item</Button>
          </Link>
        }
        emptyText="No catalogue item matches."
        errorTitle="We couldn't load the catalogue items"
        columns={[
          { title: 'Name', dataIndex: 'name', render: (_value, item) => <Link to={String(item.id)}>{item.name}</Link> },
          { title: 'Product', dataIndex: 'productCode', render: (code: string) => productName(code) },
          { title: 'Photos', dataIndex: 'photos', align: 'right', render: (photos: CatalogItemRecord['photos']) => photos.length, responsive: ['md'] },
          { title: 'Texts', dataIndex: 'texts', align: 'right', render: (texts: CatalogItemRecord['texts']) => texts.length, responsive: ['md'] },
          { title: 'Tags', dataIndex: 'tags', render: (tags: string[]) => tags.map((tag) => <Tag key={tag}>{tag}</Tag>) },
        ]}
      />
    </>
  );
}
