import { orderServicesResource } from '@shutterday/api-client/staff';
import { parseRouteId } from '@shutterday/domain';
import type { OrderServiceRecord } from '@shutterday/domain/staff';
import { FormField, QueryState, RecordPage, ResourceForm } from '@shutterday/ui';
import { Input, Switch, Typography } from 'antd';
import { useParams } from 'react-router';
import { fromOrderService, OrderServiceFormSchema, toOrderServiceInput } from '../../../../features/order-services/order-service-form-values';

/** `order-services/{orderServiceId}`: a photo service's name, price and whether studios may offer it. */
export default function OrderServiceEditRoute() {
  const id = parseRouteId(useParams().orderServiceId, 'orderServiceId');
  const service = orderServicesResource.useDetail(undefined, id);
  const update = orderServicesResource.useUpdate(undefined);
  return (
    <QueryState query={service} errorTitle="We couldn't load the order service">
      {(record: OrderServiceRecord) => (
        <RecordPage heading={record.name} documentTitle={`Order service ${record.name}`} back="Order services">
          <Typography.Text type="secondary">{`Code ${record.code}: what the ordering rules know it by.`}</Typography.Text>
          <ResourceForm
            label="Order service"
            schema={OrderServiceFormSchema}
            values={fromOrderService(record)}
            onSubmit={(values) => update.mutateAsync({ id, input: toOrderServiceInput(values, record.version) })}
            onReload={() => service.refetch()}
            successMessage="Order service saved"
          >
            {({ control }) => (
              <>
                <FormField control={control} name="name" label="Name" help="What parents read on the services page">
                  {(field) => <Input {...field} value={String(field.value)} maxLength={80} />}
                </FormField>
                <FormField control={control} name="price" label="Price (USD)">
                  {(field) => <Input {...field} value={String(field.value)} inputMode="decimal" style={{ width: 160 }} />}
                </FormField>
                <FormField control={control} name="active" label="Offered to studios">
                  {(field) => <Switch id={field.id} aria-describedby={field['aria-describedby']} checked={Boolean(field.value)} onChange={(checked) => field.onChange(checked)} />}
                </FormField>
              </>
            )}
          </ResourceForm>
        </RecordPage>
      )}
    </QueryState>
  );
}
