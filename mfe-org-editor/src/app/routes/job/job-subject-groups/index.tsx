import { subjectGroupsResource } from '@shutterday/api-client/staff';
import { type SubjectGroup } from '@shutterday/domain/staff';
import { DeleteButton, ResourceListPage, useListParams } from '@shutterday/ui';
import { NewGroupForm } from '../../../../features/roster/components/new-group-form';
import { GroupName } from '../../../../features/roster/components/group-name';
import { SubjectPhotos } from '../../../../features/roster/components/subject-photos';
import { useJobScope } from '../../../../lib/job-scope';

/** `subjects/groups`: classes and teams with their member counts and group photos. */
export default function JobSubjectGroupsRoute() {
  const scope = useJobScope();
  const list = useListParams();
  const query = subjectGroupsResource.useList(scope, list.query);
  const remove = subjectGroupsResource.useRemove(scope);
  return (
    <ResourceListPage<SubjectGroup>
      title="Groups"
      list={list}
      query={query}
      actions={<NewGroupForm />}
      emptyText="This job has no groups yet. Create one here, or import a roster with a group column."
      columns={[
        { title: 'Name', render: (_value, group) => <GroupName group={group} /> },
        { title: 'Members', dataIndex: 'memberCount' },
        { title: 'Group photos', render: (_value, group) => <SubjectPhotos photos={group.images} alt={`Group photo of ${group.name}`} empty="None yet" /> },
        {
          title: 'Actions',
          render: (_value, group) => (
            <DeleteButton label={`Delete ${group.name}`} title={`Delete ${group.name}?`} content="Its members stay in the job, without a group." remove={() => remove.mutateAsync(group.id)} successMessage="Group deleted" />
          ),
        },
      ]}
    />
  );
}
