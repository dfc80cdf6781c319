import { shippingOptionsResource } from '@shutterday/api-client/staff';
import { parseRouteId } from '@shutterday/domain';
import type { ShippingOptionRecord } from '@shutterday/domain/staff';
import { QueryState, RecordPage } from '@shutterday/ui';
import { useNavigate, useParams } from 'react-router';
import { ShippingOptionForm } from '../../../../features/shipping-options/components/shipping-option-form';
import { EMPTY_SHIPPING_OPTION, fromShippingOption, toShippingOptionInput } from '../../../../features/shipping-options/shipping-option-form-values';

/** `shipping-options/new` and `shipping-options/{shippingOptionId}`. */
export default function ShippingOptionEditRoute() {
  const navigate = useNavigate();
  const { shippingOptionId } = useParams();
  const create = shippingOptionsResource.useCreate(undefined);
  if (shippingOptionId === 'new') {
    return (
      <RecordPage heading="New shipping option" back="Shipping options">
        <ShippingOptionForm values={EMPTY_SHIPPING_OPTION} codeFixed={false} onSubmit={(values) => create.mutateAsync(toShippingOptionInput(values))} onSaved={() => navigate('..', { relative: 'path' })} />
      </RecordPage>
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
        <RecordPage heading={record.name} documentTitle={`Shipping option ${record.name}`} back="Shipping options">
          <ShippingOptionForm
            values={fromShippingOption(record)}
            codeFixed
            onSubmit={(values) => {
              const { code: _code, ...input } = toShippingOptionInput(values);
              return update.mutateAsync({ id, input: { ...input, version: record.version } });
            }}
            onReload={() => option.refetch()}
          />
        </RecordPage>
      )}
    </QueryState>
  );
}
