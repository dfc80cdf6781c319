import { packageSetsResource } from '@shutterday/api-client/staff';
import type { PackageSet } from '@shutterday/domain';
import { ResourceListPage, useListParams } from '@shutterday/ui';
import { Card, Flex } from 'antd';
import { PackageSetNameForm } from '../../../../features/package-sets/components/package-set-name-form';
import { Link } from 'react-router';
import { useStudioId } from '../../../../lib/use-studio-id';

/** `pkg-set-mgmt`: the studio's package sets; a new one by name, each opening its packages. */
export default function PackageSetsListRoute() {
  const studioId = useStudioId();
  const list = useListParams();
  const query = packageSetsResource.useList({ studioId }, list.query);
  const create = packageSetsResource.useCreate({ studioId });
  return (
    <Flex vertical gap={16}>
      <ResourceListPage<PackageSet>
        title="Package sets"
        list={list}
        query={query}
        emptyText="The studio has no package sets yet."
        columns={[
          { title: 'Name', dataIndex: 'name', render: (_value, set) => <Link to={`${set.id}/packages`}>{set.name}</Link> },
          { title: 'Packages', dataIndex: 'packageCount' },
        ]}
      />
      <Card title="New package set" size="small">
        <PackageSetNameForm label="New package set" name="" onSubmit={(values) => create.mutateAsync(values)} successMessage="Package set created" submitLabel="Create" />
      </Card>
    </Flex>
  );
}
