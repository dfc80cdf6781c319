import { productsResource } from '@shutterday/api-client/staff';
import { parseRouteId } from '@shutterday/domain';
import type { ProductRecord } from '@shutterday/domain/staff';
import { DeleteButton, QueryState, RecordPage } from '@shutterday/ui';
import { Typography } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { EMPTY_PRODUCT, ProductForm } from '../../../../features/products/components/product-form';

/** `products/new` and `products/{productId}`. */
export default function ProductEditRoute() {
  const navigate = useNavigate();
  const { productId } = useParams();
  const create = productsResource.useCreate(undefined);
  if (productId === 'new') {
    return (
      <RecordPage heading="New product" back="Products">
        <ProductForm values={EMPTY_PRODUCT} fixed={false} onSubmit={(values) => create.mutateAsync(values)} onSaved={() => navigate('..', { relative: 'path' })} />
      </RecordPage>
    );
  }
  return <ExistingProduct id={parseRouteId(productId, 'productId')} />;
}

function ExistingProduct({ id }: { id: number }) {
  const navigate = useNavigate();
  const product = productsResource.useDetail(undefined, id);
  const update = productsResource.useUpdate(undefined);
  const remove = productsResource.useRemove(undefined);
  return (
    <QueryState query={product} errorTitle="We couldn't load the product">
      {(record: ProductRecord) => (
        <RecordPage
          heading={record.name}
          documentTitle={`Product ${record.name}`}
          back="Products"
          actions={
            record.packageItems > 0 ? (
              <Typography.Text type="secondary">Packages hold it in {record.packageItems} items, so it stays.</Typography.Text>
            ) : (
              <DeleteButton
                label={`Delete ${record.name}`}
                title={`Delete ${record.name}?`}
                content="No package holds it; studios will no longer find it when they build a package."
                remove={() => remove.mutateAsync(id)}
                successMessage="Product deleted"
                onDeleted={() => navigate('..', { relative: 'path' })}
              />
            )
          }
        >
          <ProductForm
            values={{ code: record.code, name: record.name, digital: record.digital }}
            fixed
            onSubmit={(values) => update.mutateAsync({ id, input: { name: values.name, version: record.version } })}
            onReload={() => product.refetch()}
          />
        </RecordPage>
      )}
    </QueryState>
  );
}
