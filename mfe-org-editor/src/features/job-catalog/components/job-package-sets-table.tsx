import type { PackageSet } from '@shutterday/domain';
import { Switch, Table } from 'antd';
import { Link } from 'react-router';

export interface JobPackageSetsTableProps {
  sets: PackageSet[];
  assignedIds: ReadonlySet<number>;
  onToggle: (packageSetId: number, assigned: boolean) => void;
  busy: boolean;
}

/** Every package set of the studio with a switch: offered in this job or not. */
export function JobPackageSetsTable({ sets, assignedIds, onToggle, busy }: JobPackageSetsTableProps) {
  return (
    <Table<PackageSet>
      rowKey="id"
      dataSource={sets}
      pagination={false}
      locale={{ emptyText: 'The studio has no package sets yet. Create one under Package sets.' }}
      columns={[
        { title: 'Package set', dataIndex: 'name', render: (_value, set) => <Link to={String(set.id)}>{set.name}</Link> },
        { title: 'Packages', dataIndex: 'packageCount' },
        {
          title: 'Offered in this job',
          render: (_value, set) => (
            <Switch aria-label={`Offer ${set.name} in this job`} checked={assignedIds.has(set.id)} disabled={busy} onChange={(checked) => onToggle(set.id, checked)} />
          ),
        },
      ]}
    />
  );
}
