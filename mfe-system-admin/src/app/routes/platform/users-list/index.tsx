import { usersResource } from '@shutterday/api-client/staff';
import type { UserRecord } from '@shutterday/domain/staff';
import { ListFilter, PageTitle, ResourceListPage, useListParams } from '@shutterday/ui';
import { Button, Tag } from 'antd';
import { Link } from 'react-router';

/** `users`: everyone who signs in to the staff side, of every studio, and the system administrators. */
export default function UsersListRoute() {
  const list = useListParams(['type']);
  const query = usersResource.useList(undefined, list.query);
  return (
    <>
      <PageTitle title="Users" />
      <ResourceListPage<UserRecord>
        title="Users"
        description="A new user is e-mailed a link to choose a password. Nobody is deleted, since orders and logs name them: a user who leaves is switched off."
        list={list}
        query={query}
        rowKey="id"
        searchLabel="Search name, e-mail or studio"
        filters={
          <ListFilter
            list={list}
            name="type"
            label="Kind of user"
            allLabel="Every user"
            options={[
              { value: 'studio', label: "Studios' staff" },
              { value: 'systemAdmin', label: 'System administrators' },
              { value: 'disabled', label: 'Switched off' },
            ]}
          />
        }
        actions={
          <Link to="new">
            <Button type="primary">New user</Button>
          </Link>
        }
        emptyText="No user yet."
        errorTitle="We couldn't load the users"
        columns={[
          { title: 'Name', dataIndex: 'name', render: (_value, user) => <Link to={String(user.id)}>{user.name}</Link> },
          { title: 'E-mail', dataIndex: 'email', responsive: ['md'] },
          { title: 'Works for', key: 'role', render: (_value, user) => (user.role === 'systemAdmin' ? 'System administrator' : user.studioName) },
          {
            title: 'Status',
            dataIndex: 'disabled',
            render: (disabled: boolean) => (disabled ? <Tag>Switched off</Tag> : <Tag color="#237804">Active</Tag>),
          },
        ]}
      />
    </>
  );
}
