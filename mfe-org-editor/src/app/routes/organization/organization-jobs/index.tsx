import { PageTitle } from '@shutterday/ui';
import { Flex, Typography } from 'antd';
import { OrganizationJobsSection } from '../../../../features/organization/components/organization-jobs-section';
import { useOrganizationId, useStudioId } from '../../../../lib/editor-params';
import { organizationPath } from '../../../../lib/paths';

/** `organizations/:organizationId/jobs`: the organization's job list. */
export default function OrganizationJobsRoute() {
  const studioId = useStudioId();
  const organizationId = useOrganizationId()!;
  return (
    <Flex vertical gap={16}>
      <PageTitle title="Jobs" />
      <Typography.Title level={2} style={{ margin: 0 }}>
        Jobs
      </Typography.Title>
      <OrganizationJobsSection
        studioId={studioId}
        organizationId={organizationId}
        jobHref={(jobId) => `${organizationPath(studioId, organizationId)}/jobs/${jobId}`}
      />
    </Flex>
  );
}
