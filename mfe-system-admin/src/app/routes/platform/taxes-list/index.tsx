import { taxRatesResource } from '@shutterday/api-client/staff';
import { formatBasisPoints, type TaxRateRecord } from '@shutterday/domain/staff';
import { flagColumn, recordLinkColumn, ResourceListPage, useListParams } from '@shutterday/ui';

/** `taxes`: the built-in rate table the checkout's tax comes from, one rate per US state. */
export default function TaxesListRoute() {
  const list = useListParams();
  const query = taxRatesResource.useList(undefined, list.query);
  return (
    <ResourceListPage<TaxRateRecord>
      title="Taxes"
      description="The checkout taxes an order at its ship-to state's rate (the billing state for a batch order); a state without a rate is not taxed. A change applies to the next checkout: orders already placed keep their tax."
      list={list}
      query={query}
      searchLabel="Search by state"
      newLabel="New tax rate"
      emptyText="No tax rate yet: every checkout is charged no tax."
      emptySearchText="No state matches this search."
      errorTitle="We couldn't load the tax rates"
      columns={[
        recordLinkColumn('State', 'state'),
        { title: 'Rate', dataIndex: 'rateBasisPoints', align: 'right', render: (basisPoints: number) => formatBasisPoints(basisPoints) },
        flagColumn('Shipping', 'taxShipping', { label: 'Taxed', color: '#0958d9' }, 'Not taxed'),
        { title: 'Country', dataIndex: 'country', responsive: ['md'] },
      ]}
    />
  );
}
