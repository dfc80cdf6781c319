import { shippingOptionsResource } from '@shutterday/api-client/staff';
import { parseRouteId } from '@shutterday/domain';
import type { ShippingOptionRecord } from '@shutterday/domain/staff';
import { PageTitle, QueryState } from '@shutterday/ui';
import { Flex, Typography } from 'antd';
import { Link, useNavigate, useParams } from 'react-router';
import { ShippingOptionForm } from '../../../../features/shipping-options/components/shipping-option-form';
import { EMPTY_SHIPPING_OPTION, fromShippingOption, toShippingOptionInput } from '../../../../features/shipping-options/shipping-option-form-values';

/** `shipping-options/new` and `shipping-options/{shippingOptionId}`. */
export default function ShippingOptionEditRoute() {
  const navigate = useNavigate();
  const { shippingOptionId } = useParams();
  const create = shippingOptionsResource.useCreate(undefined);
  if (shippingOptionId === 'new') {
    return (
      <Flex vertical gap={16}>
        <PageTitle title="New shipping option" />
        <Link to=".." relative="path">
          ← Shipping options
        </Link>
        <Typography.Title level={2}>New shipping option</Typography.Title>
        <ShippingOptionForm values={EMPTY_SHIPPING_OPTION} codeFixed={false} onSubmit={(values) => create.mutateAsync(toShippingOptionInput(values))} onSaved={() => navigate('..', { relative: 'path' })} />
      </Flex>
    );
  }
  return <ExistingShippingOption id={parseRouteId(shippingOptionId, 'shippingOptionId')} />;
}

function ExistingShippingOption({ id }: { id: number }) {
  const option = shippingOptionsResource.useDetail(undefined, id);
  const update = shippingOptionsResource.useUpdate(undefined);
  return (
    <QueryState query={option} errorTitle="We couldn't load the shipping option">
      {(record: ShippingOptionRecord) => (
        <Flex vertical gap={16}>
          <PageTitle title={`Shipping option ${record.name}`} />
          <Link to=".." relative="path">
            ← Shipping options
          </Link>
          <Typography.Title level={2}>{record.name}</Typography.Title>
          <ShippingOptionForm
            values={fromShippingOption(record)}
            codeFixed
            onSubmit={(values) => {
              const { code: _code, ...input } = toShippingOptionInput(values);
              return update.mutateAsync({ id, input: { ...input, version: record.version } });
            }}
            onReload={() => option.refetch()}
          />
        </Flex>
      )}
    </QueryState>
  );
}
