import { useOrganizations } from '@shutterday/api-client';
import { ListSearch, PageTitle, QueryState, studioHomePath, useListParams } from '@shutterday/ui';
import { Flex, Typography } from 'antd';
import { OrganizationsTable } from '../../../../features/organizations/components/organizations-table';
import { useStudioId } from '../../../../lib/use-studio-id';

/** `organizations`: the studio's schools and teams, each opening the organization editor. */
export default function OrganizationsListRoute() {
  const studioId = useStudioId();
  const { page, search, update } = useListParams();
  const organizations = useOrganizations(studioId, { page, search: search || undefined });
  return (
    <Flex vertical gap={16}>
      <PageTitle title="Organizations" />
      <Typography.Title level={2} style={{ margin: 0 }}>
        Organizations
      </Typography.Title>
      <ListSearch label="Search organizations" placeholder="Name" value={search} onSearch={(value) => update({ search: value })} />
      <QueryState query={organizations} errorTitle="We couldn't load the organizations" loadingLabel="Loading organizations…">
        {(data) => (
          <OrganizationsTable
            page={data}
            search={search}
            loading={organizations.isPlaceholderData}
            onPageChange={(next) => update({ page: next })}
            organizationHref={(org) => `${studioHomePath(studioId)}/organizations/${org.id}`}
          />
        )}
      </QueryState>
    </Flex>
  );
}
