import { studioUsersResource } from '@shutterday/api-client/staff';
import { PERMISSION_LABELS, type UserRecord } from '@shutterday/domain/staff';
import { flagColumn, recordLinkColumn, ResourceListPage, useListParams } from '@shutterday/ui';
import { useStudioId } from '../../../../lib/use-studio-id';

/** `users`: the studio's own staff (studio.users.crud): invite, edit, switch off. */
export default function StudioUsersListRoute() {
  const studioId = useStudioId();
  const list = useListParams([]);
  const query = studioUsersResource.useList({ studioId }, list.query);
  return (
    <ResourceListPage<UserRecord>
      title="Users"
      description="Invite a colleague by e-mail: they get a link to choose their password. Give only what their work needs. Someone who leaves is switched off, and is out at once."
      list={list}
      query={query}
      searchLabel="Search name or e-mail"
      newLabel="Invite a colleague"
      emptyText="No colleague yet."
      columns={[
        recordLinkColumn('Name', 'name'),
        { title: 'E-mail', dataIndex: 'email', responsive: ['md'] },
        { title: 'Permissions', key: 'permissions', render: (_value, user) => (user.permissions.length ? user.permissions.map((p) => PERMISSION_LABELS[p]).join(', ') : 'None') },
        flagColumn('Status', 'disabled', 'Switched off', { label: 'Active', color: '#237804' }),
      ]}
    />
  );
}
