import { packageSetsResource, usePackageSetPackages } from '@shutterday/api-client/staff';
import { parseRouteId, type PackageSetWithPackages } from '@shutterday/domain';
import { DeleteButton, PageTitle, QueryState } from '@shutterday/ui';
import { Card, Flex, Typography } from 'antd';
import { PackageSetNameForm } from '../../../../features/package-sets/components/package-set-name-form';
import { useNavigate, useParams } from 'react-router';
import { PackageSetPackagesEditor } from '../../../../features/package-sets/components/package-set-packages-editor';
import { useStudioId } from '../../../../lib/use-studio-id';

/** `pkg-set-mgmt/{packageSetId}/packages`: rename or delete the set; add, remove and order its packages. */
export default function PackageSetPackagesRoute() {
  const studioId = useStudioId();
  const navigate = useNavigate();
  const packageSetId = parseRouteId(useParams().packageSetId, 'packageSetId');
  const set = usePackageSetPackages(studioId, packageSetId);
  const rename = packageSetsResource.useUpdate({ studioId });
  const remove = packageSetsResource.useRemove({ studioId });
  return (
    <QueryState query={set} errorTitle="We couldn't load the package set">
      {(record: PackageSetWithPackages) => (
        <Flex vertical gap={16}>
          <PageTitle title={record.name} />
          <Flex justify="space-between" align="center">
            <Typography.Title level={2}>{record.name}</Typography.Title>
            <DeleteButton label={`Delete ${record.name}`} title={`Delete ${record.name}?`} content="Its packages stay in the catalog, in no set." remove={() => remove.mutateAsync(packageSetId)} successMessage="Package set deleted" onDeleted={() => navigate('../..', { relative: 'path' })} />
          </Flex>
          <PackageSetPackagesEditor key={record.version} studioId={studioId} set={record} onReload={() => set.refetch()} />
          <Card title="Rename" size="small">
            <PackageSetNameForm
              label="Rename package set"
              name={record.name}
              onSubmit={async (values) => {
                await rename.mutateAsync({ id: packageSetId, input: { ...values, version: record.version } });
                await set.refetch();
              }}
              onReload={() => set.refetch()}
              successMessage="Package set renamed"
            />
          </Card>
        </Flex>
      )}
    </QueryState>
  );
}
