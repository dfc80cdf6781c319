import { productsResource } from '@shutterday/api-client/staff';
import { parseRouteId } from '@shutterday/domain';
import type { ProductRecord } from '@shutterday/domain/staff';
import { DeleteButton, PageTitle, QueryState } from '@shutterday/ui';
import { Flex, Typography } from 'antd';
import { Link, useNavigate, useParams } from 'react-router';
import { EMPTY_PRODUCT, ProductForm } from '../../../../features/products/components/product-form';

/** `products/new` and `products/{productId}`. */
export default function ProductEditRoute() {
  const navigate = useNavigate();
  const { productId } = useParams();
  const create = productsResource.useCreate(undefined);
  if (productId === 'new') {
    return (
      <Flex vertical gap={16}>
        <PageTitle title="New product" />
        <Link to=".." relative="path">
          ← Products
        </Link>
        <Typography.Title level={2}>New product</Typography.Title>
        <ProductForm values={EMPTY_PRODUCT} fixed={false} onSubmit={(values) => create.mutateAsync(values)} onSaved={() => navigate('..', { relative: 'path' })} />
      </Flex>
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
        <Flex vertical gap={16}>
          <PageTitle title={`Product ${record.name}`} />
          <Link to=".." relative="path">
            ← Products
          </Link>
          <Flex justify="space-between" align="center" wrap gap={8}>
            <Typography.Title level={2} style={{ margin: 0 }}>
              {record.name}
            </Typography.Title>
            {record.packageItems > 0 ? (
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
            )}
          </Flex>
          <ProductForm
            values={{ code: record.code, name: record.name, digital: record.digital }}
            fixed
            onSubmit={(values) => update.mutateAsync({ id, input: { name: values.name, version: record.version } })}
            onReload={() => product.refetch()}
          />
        </Flex>
      )}
    </QueryState>
  );
}
