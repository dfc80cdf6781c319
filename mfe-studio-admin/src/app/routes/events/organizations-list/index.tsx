import { organizationsResource } from '@shutterday/api-client/staff';
import type { Organization } from '@shutterday/domain';
import { DeleteOrganizationButton, ListFilter, ResourceListPage, studioHomePath, useListParams } from '@shutterday/ui';
import { Tag, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { NewOrganizationButton } from '../../../../features/organizations/components/new-organization-button';
import { useStudioId } from '../../../../lib/use-studio-id';

const TYPE_LABEL: Record<Organization['type'], string> = { school: 'School', sport: 'Sport' };

/** `organizations`: the studio's schools and teams — search, type filter, create, delete; a name opens the editor. */
export default function OrganizationsListRoute() {
  const studioId = useStudioId();
  const scope = { studioId };
  const list = useListParams(['type']);
  const organizations = organizationsResource.useList(scope, list.query);
  const remove = organizationsResource.useRemove(scope);
  const editorPath = (organization: Organization) => `${studioHomePath(studioId)}/organizations/${organization.id}/overview`;
  const columns: TableColumnsType<Organization> = [
    { title: 'Name', dataIndex: 'name', render: (_, org) => <Link to={editorPath(org)}>{org.name}</Link> },
    { title: 'Type', dataIndex: 'type', render: (type: Organization['type']) => <Tag>{TYPE_LABEL[type]}</Tag> },
    { title: 'Jobs', dataIndex: 'jobCount', align: 'right' },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, org) => <DeleteOrganizationButton organization={org} remove={remove.mutateAsync} />,
    },
  ];
  return (
    <ResourceListPage<Organization>
      title="Organizations"
      list={list}
      query={organizations}
      columns={columns}
      filters={<ListFilter label="Type" name="type" list={list} allLabel="All types" options={[{ value: 'school', label: 'Schools' }, { value: 'sport', label: 'Sports' }]} />}
      actions={<NewOrganizationButton studioId={studioId} onCreated={(organization) => editorPath(organization)} />}
      emptyText="This studio has no organizations yet. Create the first one."
      emptySearchText="No organization matches this search."
    />
  );
}
