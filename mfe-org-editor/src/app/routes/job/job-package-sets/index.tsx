import { packageSetsResource, useAssignJobPackageSet, useJobPackageSets } from '@shutterday/api-client/staff';
import { apiErrorMessages, PageTitle, QueryState, useToast } from '@shutterday/ui';
import { Flex, Typography } from 'antd';
import { JobPackageSetsTable } from '../../../../features/job-catalog/components/job-package-sets-table';
import { useJobScope } from '../../../../lib/job-scope';

/** `package-sets`: which of the studio's package sets this job offers its customers. */
export default function JobPackageSetsRoute() {
  const scope = useJobScope();
  const toast = useToast();
  const all = packageSetsResource.useList({ studioId: scope.studioId }, { page: 1 });
  const assigned = useJobPackageSets(scope);
  const assign = useAssignJobPackageSet(scope);
  const assignedIds = new Set((assigned.data?.resultItems ?? []).map((set) => set.id));
  return (
    <Flex vertical gap={16}>
      <PageTitle title="Package sets" />
      <Typography.Title level={2} style={{ margin: 0 }}>
        Package sets
      </Typography.Title>
      <Typography.Paragraph>Customers of this job are offered the packages of every set switched on here.</Typography.Paragraph>
      <QueryState query={all} errorTitle="We couldn't load the package sets">
        {(data) => (
          <JobPackageSetsTable
            sets={data.resultItems}
            assignedIds={assignedIds}
            busy={assign.isPending || assigned.isFetching}
            onToggle={(packageSetId, offered) =>
              assign.mutateAsync({ packageSetId, assigned: offered }).then(
                () => toast.success(offered ? 'Package set offered in this job' : 'Package set no longer offered'),
                (error: unknown) => toast.error(apiErrorMessages(error)),
              )
            }
          />
        )}
      </QueryState>
    </Flex>
  );
}
