import { packagesResource } from '@shutterday/api-client/staff';
import { productName, type StudioPackage } from '@shutterday/domain';
import { ListFilter, Money, recordLinkColumn, ResourceListPage, useListParams } from '@shutterday/ui';
import { useStudioId } from '../../../../lib/use-studio-id';

const TYPE_LABELS: Record<string, string> = { standard: 'Standard', addon_standard: 'Add-on', addon_price: 'Add-on with minimum' };

/** `packages`: the studio's current packages (search, filter by type). */
export default function PackagesListRoute() {
  const studioId = useStudioId();
  const list = useListParams(['type']);
  const query = packagesResource.useList({ studioId }, list.query);
  return (
    <ResourceListPage<StudioPackage>
      title="Packages"
      list={list}
      query={query}
      filters={<ListFilter list={list} name="type" label="Package type" allLabel="All types" options={Object.entries(TYPE_LABELS).map(([value, label]) => ({ value, label }))} />}
      newLabel="New package"
      emptyText="The studio has no packages yet."
      columns={[
        recordLinkColumn('Name', 'name'),
        { title: 'Retail cost', render: (_value, pkg) => <Money cents={pkg.retailCost} /> },
        { title: 'Type', render: (_value, pkg) => TYPE_LABELS[pkg.packageAddon?.type ?? 'standard'] },
        { title: 'Items', render: (_value, pkg) => pkg.items.map((item) => productName(item.productCode)).join(', ') },
        { title: 'Package set', render: (_value, pkg) => pkg.packageSetName ?? '—' },
      ]}
    />
  );
}
