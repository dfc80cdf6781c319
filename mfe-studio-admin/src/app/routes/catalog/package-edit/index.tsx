import { packagesResource } from '@shutterday/api-client/staff';
import { parseRouteId, type StudioPackage } from '@shutterday/domain';
import { DeleteButton, PageTitle, QueryState } from '@shutterday/ui';
import { Alert, Flex, Typography } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { PackageForm } from '../../../../features/packages/components/package-form';
import { EMPTY_PACKAGE, fromPackage, toPackageInput } from '../../../../features/packages/package-form-values';
import { useStudioId } from '../../../../lib/use-studio-id';

/** `packages/new` and `packages/{packageId}`. */
export default function PackageEditRoute() {
  const studioId = useStudioId();
  const navigate = useNavigate();
  const { packageId } = useParams();
  const create = packagesResource.useCreate({ studioId });
  if (packageId === 'new') {
    return (
      <Flex vertical gap={16}>
        <PageTitle title="New package" />
        <Typography.Title level={2}>New package</Typography.Title>
        <PackageForm studioId={studioId} values={EMPTY_PACKAGE} onSubmit={(values) => create.mutateAsync(toPackageInput(values))} onSaved={() => navigate('..', { relative: 'path' })} />
      </Flex>
    );
  }
  return <ExistingPackage studioId={studioId} id={parseRouteId(packageId, 'packageId')} />;
}

function ExistingPackage({ studioId, id }: { studioId: number; id: number }) {
  const navigate = useNavigate();
  const scope = { studioId };
  const pkg = packagesResource.useDetail(scope, id);
  const update = packagesResource.useUpdate(scope);
  const remove = packagesResource.useRemove(scope);
  return (
    <QueryState query={pkg} errorTitle="We couldn't load the package">
      {(record: StudioPackage) => (
        <Flex vertical gap={16}>
          <PageTitle title={record.name} />
          <Flex justify="space-between" align="center">
            <Typography.Title level={2}>{record.name}</Typography.Title>
            {record.archivedAt ? null : (
              <DeleteButton
                label={`Delete ${record.name}`}
                title={`Delete ${record.name}?`}
                content={record.inUse ? 'Orders hold this package: it is archived, so they keep it, and no job offers it any more.' : undefined}
                remove={() => remove.mutateAsync(id)}
                successMessage={record.inUse ? 'Package archived' : 'Package deleted'}
                onDeleted={() => navigate('..', { relative: 'path' })}
              />
            )}
          </Flex>
          {record.archivedAt ? <Alert type="info" showIcon title="This package is archived: orders keep it, and it can no longer be changed." /> : null}
          {record.inUse && !record.archivedAt ? <Alert type="info" showIcon title="Orders hold this package: saving makes a new version for its package set, and the orders keep this one." /> : null}
          {record.archivedAt ? null : (
            <PackageForm
              studioId={studioId}
              values={fromPackage(record)}
              onSubmit={(values) => update.mutateAsync({ id, input: { ...toPackageInput(values), version: record.version } })}
              onSaved={(saved) => {
                const next = saved as StudioPackage;
                if (next.id !== id) navigate(`../${next.id}`, { relative: 'path', replace: true });
              }}
              onReload={() => pkg.refetch()}
            />
          )}
        </Flex>
      )}
    </QueryState>
  );
}
