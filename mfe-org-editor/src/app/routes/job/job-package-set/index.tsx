import { useAssignJobPackageSet, useJobPackageSet } from '@shutterday/api-client/staff';
import { parseRouteId } from '@shutterday/domain';
import { apiErrorMessages, PageTitle, QueryState, useToast } from '@shutterday/ui';
import { Button, Flex, Typography } from 'antd';
import { useParams } from 'react-router';
import { JobPackagesTable } from '../../../../features/job-catalog/components/job-packages-table';
import { useJobScope } from '../../../../lib/job-scope';

/** `package-sets/{packageSetId}`: one set's packages, and offering it in this job or not. */
export default function JobPackageSetRoute() {
  const scope = useJobScope();
  const toast = useToast();
  const packageSetId = parseRouteId(useParams().packageSetId, 'packageSetId');
  const set = useJobPackageSet(scope, packageSetId);
  const assign = useAssignJobPackageSet(scope);
  return (
    <QueryState query={set} errorTitle="We couldn't load the package set">
      {(data) => (
        <Flex vertical gap={16}>
          <PageTitle title={data.name} />
          <Flex justify="space-between" align="center">
            <Typography.Title level={2} style={{ margin: 0 }}>
              {data.name}
            </Typography.Title>
            <Button
              type={data.assigned ? 'default' : 'primary'}
              loading={assign.isPending}
              onClick={() =>
                assign.mutateAsync({ packageSetId, assigned: !data.assigned }).then(
                  () => toast.success(data.assigned ? 'Package set no longer offered' : 'Package set offered in this job'),
                  (error: unknown) => toast.error(apiErrorMessages(error)),
                )
              }
            >
              {data.assigned ? 'Stop offering in this job' : 'Offer in this job'}
            </Button>
          </Flex>
          <JobPackagesTable packages={data.packages} caption={data.assigned ? 'Offered in this job' : 'Not offered in this job'} />
        </Flex>
      )}
    </QueryState>
  );
}
