import { taxLogResource } from '@shutterday/api-client/staff';
import { formatBasisPoints, type TaxLogEntry } from '@shutterday/domain/staff';
import { DateText, Money, ResourceListPage, useListParams } from '@shutterday/ui';

/** `vertex-logs`: every tax calculation of the checkout, a cart's quote or an order's final tax. */
export default function VertexLogsRoute() {
  const list = useListParams();
  const query = taxLogResource.useList(undefined, list.query);
  return (
    <ResourceListPage<TaxLogEntry>
      title="Tax log"
      description="Every tax calculation, newest first: the quotes a checkout showed (a cart) and the tax each order was charged. Search a state (US-IL) or an order number."
      list={list}
      query={query}
      searchLabel="Search jurisdiction or order number"
      emptyText="No tax calculated yet: each checkout's quote and each order's tax show here."
      columns={[
        { title: 'When', dataIndex: 'createdAt', render: (value: string) => <DateText value={value} /> },
        { title: 'For', key: 'for', render: (_value, entry) => (entry.orderNumber ? `Order ${entry.orderNumber}` : entry.cartId ? `Cart ${entry.cartId}` : 'A quote') },
        { title: 'Jurisdiction', dataIndex: 'jurisdiction' },
        { title: 'Taxable', dataIndex: 'taxableAmount', align: 'right', responsive: ['md'], render: (cents: number) => <Money cents={cents} /> },
        { title: 'Rate', dataIndex: 'rateBasisPoints', align: 'right', render: (basisPoints: number) => formatBasisPoints(basisPoints) },
        { title: 'Tax', dataIndex: 'tax', align: 'right', render: (cents: number) => <Money cents={cents} /> },
        { title: 'Provider', dataIndex: 'provider', responsive: ['lg'] },
      ]}
    />
  );
}
