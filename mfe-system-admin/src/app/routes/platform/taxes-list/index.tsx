import { taxRatesResource } from '@shutterday/api-client/staff';
import { formatBasisPoints, type TaxRateRecord } from '@shutterday/domain/staff';
import { PageTitle, ResourceListPage, useListParams } from '@shutterday/ui';
import { Button, Tag } from 'antd';
import { Link } from 'react-router';

/** `taxes`: the built-in rate table the checkout's tax comes from, one rate per US state. */
export default function TaxesListRoute() {
  const list = useListParams();
  const query = taxRatesResource.useList(undefined, list.query);
  return (
    <>
      <PageTitle title="Taxes" />
      <ResourceListPage<TaxRateRecord>
        title="Taxes"
        description="The checkout taxes an order at its ship-to state's rate (the billing state for a batch order); a state without a rate is not taxed. A change applies to the next checkout: orders already placed keep their tax."
        list={list}
        query={query}
        rowKey="id"
        searchLabel="Search by state"
        actions={
          <Link to="new">
            <Button type="primary">New tax rate</Button>
          </Link>
        }
        emptyText="No tax rate yet: every checkout is charged no tax."
        emptySearchText="No state matches this search."
        errorTitle="We couldn't load the tax rates"
        columns={[
          { title: 'State', dataIndex: 'state', render: (_value, rate) => <Link to={String(rate.id)}>{rate.state}</Link> },
          { title: 'Rate', dataIndex: 'rateBasisPoints', align: 'right', render: (basisPoints: number) => formatBasisPoints(basisPoints) },
          { title: 'Shipping', dataIndex: 'taxShipping', render: (taxed: boolean) => (taxed ? <Tag color="#0958d9">Taxed</Tag> : <Tag>Not taxed</Tag>) },
          { title: 'Country', dataIndex: 'country', responsive: ['md'] },
        ]}
      />
    </>
  );
}
