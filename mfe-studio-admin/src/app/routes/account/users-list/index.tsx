import { studioUsersResource } from '@shutterday/api-client/staff';
import { PERMISSION_LABELS, type UserRecord } from '@shutterday/domain/staff';
import { PageTitle, ResourceListPage, useListParams } from '@shutterday/ui';
import { Button, Tag } from 'antd';
import { Link } from 'react-router';
import { useStudioId } from '../../../../lib/use-studio-id';

/** `users`: the studio's own staff (studio.users.crud): invite, edit, switch off. */
export default function StudioUsersListRoute() {
  const studioId = useStudioId();
  const list = useListParams([]);
  const query = studioUsersResource.useList({ studioId }, list.query);
  return (
    <>
      <PageTitle title="Users" />
      <ResourceListPage<UserRecord>
        title="Users"
        description="Invite a colleague by e-mail: they get a link to choose their password. Give only what their work needs. Someone who leaves is switched off, and is out at once."
        list={list}
        query={query}
        rowKey="id"
        searchLabel="Search name or e-mail"
        actions={
          <Link to="new">
            <Button type="primary">Invite a colleague</Button>
          </Link>
        }
        emptyText="No colleague yet."
        errorTitle="We couldn't load the users"
        columns={[
          { title: 'Name', dataIndex: 'name', render: (_value, user) => <Link to={String(user.id)}>{user.name}</Link> },
          { title: 'E-mail', dataIndex: 'email', responsive: ['md'] },
          { title: 'Permissions', key: 'permissions', render: (_value, user) => (user.permissions.length ? user.permissions.map((p) => PERMISSION_LABELS[p]).join(', ') : 'None') },
          { title: 'Status', dataIndex: 'disabled', render: (disabled: boolean) => (disabled ? <Tag>Switched off</Tag> : <Tag color="#237804">Active</Tag>) },
        ]}
      />
    </>
  );
}
