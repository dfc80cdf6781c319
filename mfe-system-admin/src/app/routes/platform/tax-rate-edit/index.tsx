import { taxRatesResource } from '@shutterday/api-client/staff';
import { parseRouteId } from '@shutterday/domain';
import { formatBasisPoints, type TaxRateRecord } from '@shutterday/domain/staff';
import { DeleteButton, PageTitle, QueryState } from '@shutterday/ui';
import { Flex, Typography } from 'antd';
import { Link, useNavigate, useParams } from 'react-router';
import { TaxRateForm } from '../../../../features/taxes/components/tax-rate-form';
import { EMPTY_TAX_RATE, fromTaxRate, toTaxRateInput } from '../../../../features/taxes/tax-rate-form-values';

const back = (
  <Link to=".." relative="path">
    ← Taxes
  </Link>
);

/** `taxes/new` and `taxes/{taxRateId}`. */
export default function TaxRateEditRoute() {
  const navigate = useNavigate();
  const { taxRateId } = useParams();
  const create = taxRatesResource.useCreate(undefined);
  if (taxRateId === 'new') {
    return (
      <Flex vertical gap={16}>
        <PageTitle title="New tax rate" />
        {back}
        <Typography.Title level={2}>New tax rate</Typography.Title>
        <TaxRateForm values={EMPTY_TAX_RATE} onSubmit={(values) => create.mutateAsync(toTaxRateInput(values))} onSaved={() => navigate('..', { relative: 'path' })} />
      </Flex>
    );
  }
  return <ExistingTaxRate id={parseRouteId(taxRateId, 'taxRateId')} />;
}

function ExistingTaxRate({ id }: { id: number }) {
  const navigate = useNavigate();
  const rate = taxRatesResource.useDetail(undefined, id);
  const update = taxRatesResource.useUpdate(undefined);
  const remove = taxRatesResource.useRemove(undefined);
  return (
    <QueryState query={rate} errorTitle="We couldn't load the tax rate">
      {(record: TaxRateRecord) => (
        <Flex vertical gap={16}>
          <PageTitle title={`Tax rate ${record.state}`} />
          {back}
          <Flex justify="space-between" align="center" wrap gap={8}>
            <Typography.Title level={2} style={{ margin: 0 }}>
              {record.state}: {formatBasisPoints(record.rateBasisPoints)}
            </Typography.Title>
            <DeleteButton
              label={`Delete the ${record.state} rate`}
              title={`Delete the ${record.state} rate?`}
              content="Checkouts in this state will charge no tax until a new rate is added. Orders already placed keep their tax."
              remove={() => remove.mutateAsync(id)}
              successMessage="Tax rate deleted"
              onDeleted={() => navigate('..', { relative: 'path' })}
            />
          </Flex>
          <TaxRateForm
            values={fromTaxRate(record)}
            onSubmit={(values) => update.mutateAsync({ id, input: { ...toTaxRateInput(values), version: record.version } })}
            onReload={() => rate.refetch()}
          />
        </Flex>
      )}
    </QueryState>
  );
}
