import { useOrganization } from '@shutterday/api-client/staff';
import { PageTitle, QueryState } from '@shutterday/ui';
import { Flex, Typography } from 'antd';
import { OrganizationEditor } from '../../../../features/organization/components/organization-editor';
import { OrganizationJobsSection } from '../../../../features/organization/components/organization-jobs-section';
import { useOrganizationId, useStudioId } from '../../../../lib/editor-params';
import { organizationPath } from '../../../../lib/paths';

/** The organization at a glance — who it is, how to reach it (edited in place) — and its jobs. */
export default function OrganizationOverviewRoute() {
  const studioId = useStudioId();
  const organizationId = useOrganizationId()!;
  const organization = useOrganization(studioId, organizationId);
  return (
    <Flex vertical gap={24}>
      <PageTitle title={organization.data ? `${organization.data.name} overview` : 'Organization overview'} />
      <section aria-labelledby="organization-details-title">
        <Typography.Title level={2} id="organization-details-title">
          Overview
        </Typography.Title>
        <QueryState query={organization} errorTitle="We couldn't load the organization" loadingLabel="Loading the organization…">
          {(data) => <OrganizationEditor studioId={studioId} organization={data} onReload={() => organization.refetch()} />}
        </QueryState>
      </section>
      <section aria-labelledby="organization-jobs-title">
        <Typography.Title level={2} id="organization-jobs-title">
          Jobs
        </Typography.Title>
        <OrganizationJobsSection
          studioId={studioId}
          organizationId={organizationId}
          jobHref={(jobId) => `${organizationPath(studioId, organizationId)}/jobs/${jobId}`}
        />
      </section>
    </Flex>
  );
}
