import { catalogItemsResource } from '@shutterday/api-client/staff';
import { productName } from '@shutterday/domain';
import type { CatalogItemRecord } from '@shutterday/domain/staff';
import { recordLinkColumn, ResourceListPage, useListParams } from '@shutterday/ui';
import { Tag } from 'antd';

/** `product-catalog/items`: what can be printed, ready for the studios' packages; searched by name, product code or tag. */
export default function CatalogItemsListRoute() {
  const list = useListParams();
  const query = catalogItemsResource.useList(undefined, list.query);
  return (
    <ResourceListPage<CatalogItemRecord>
      title="Items"
      documentTitle="Product catalog items"
      description="Each item is a product's print with its photos' places and texts. Studios start their package items from these; a package keeps its own copy."
      list={list}
      query={query}
      searchLabel="Search items by name, product code or tag"
      newLabel="New item"
      emptyText="No catalogue item matches."
      errorTitle="We couldn't load the catalogue items"
      columns={[
        recordLinkColumn('Name', 'name'),
        { title: 'Product', dataIndex: 'productCode', render: (code: string) => productName(code) },
        { title: 'Photos', dataIndex: 'photos', align: 'right', render: (photos: CatalogItemRecord['photos']) => photos.length, responsive: ['md'] },
        { title: 'Texts', dataIndex: 'texts', align: 'right', render: (texts: CatalogItemRecord['texts']) => texts.length, responsive: ['md'] },
        { title: 'Tags', dataIndex: 'tags', render: (tags: string[]) => tags.map((tag) => <Tag key={tag}>{tag}</Tag>) },
      ]}
    />
  );
}
