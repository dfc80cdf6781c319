import { catalogItemsResource } from '@shutterday/api-client/staff';
import { parseRouteId } from '@shutterday/domain';
import type { CatalogItemRecord } from '@shutterday/domain/staff';
import { DeleteButton, QueryState, RecordPage } from '@shutterday/ui';
import { useNavigate, useParams } from 'react-router';
import { CatalogItemForm } from '../../../../features/catalog-items/components/catalog-item-form';
import { EMPTY_CATALOG_ITEM, fromCatalogItem, toCatalogItemInput } from '../../../../features/catalog-items/catalog-item-form-values';

const BACK = 'Product catalog items';

/** `product-catalog/items/new` and `product-catalog/items/{catalogItemId}`. */
export default function CatalogItemEditRoute() {
  const navigate = useNavigate();
  const { catalogItemId } = useParams();
  const create = catalogItemsResource.useCreate(undefined);
  if (catalogItemId === 'new') {
    return (
      <RecordPage heading="New catalogue item" back={BACK}>
        <CatalogItemForm values={EMPTY_CATALOG_ITEM} onSubmit={(values) => create.mutateAsync(toCatalogItemInput(values))} onSaved={() => navigate('..', { relative: 'path' })} />
      </RecordPage>
    );
  }
  return <ExistingItem id={parseRouteId(catalogItemId, 'catalogItemId')} />;
}

function ExistingItem({ id }: { id: number }) {
  const navigate = useNavigate();
  const item = catalogItemsResource.useDetail(undefined, id);
  const update = catalogItemsResource.useUpdate(undefined);
  const remove = catalogItemsResource.useRemove(undefined);
  return (
    <QueryState query={item} errorTitle="We couldn't load the catalogue item">
      {(record: CatalogItemRecord) => (
        <RecordPage
          heading={record.name}
          documentTitle={`Catalogue item ${record.name}`}
          back={BACK}
          actions={
            <DeleteButton
              label={`Delete ${record.name}`}
              title={`Delete ${record.name}?`}
              content="Packages made from it keep their own copy; studios will no longer find it."
              remove={() => remove.mutateAsync(id)}
              successMessage="Catalogue item deleted"
              onDeleted={() => navigate('..', { relative: 'path' })}
            />
          }
        >
          <CatalogItemForm values={fromCatalogItem(record)} onSubmit={(values) => update.mutateAsync({ id, input: { ...toCatalogItemInput(values), version: record.version } })} onReload={() => item.refetch()} />
        </RecordPage>
      )}
    </QueryState>
  );
}
