import { productName, type Package } from '@shutterday/domain';
import { Money } from '@shutterday/ui';
import { Table } from 'antd';

const TYPE_LABELS: Record<string, string> = { standard: 'Standard', addon_standard: 'Add-on', addon_price: 'Add-on with minimum' };

/** Packages as a customer of the job is offered them, in order. */
export function JobPackagesTable({ packages, caption }: { packages: Package[]; caption: string }) {
  return (
    <Table<Package>
      rowKey="id"
      dataSource={packages}
      pagination={false}
      title={() => caption}
      locale={{ emptyText: 'No packages.' }}
      columns={[
        { title: 'Package', dataIndex: 'name' },
        { title: 'Retail cost', render: (_value, pkg) => <Money cents={pkg.retailCost} /> },
        { title: 'Type', render: (_value, pkg) => TYPE_LABELS[pkg.packageAddon?.type ?? 'standard'] },
        { title: 'Items', render: (_value, pkg) => pkg.items.map((item) => productName(item.productCode)).join(', ') },
      ]}
    />
  );
}
