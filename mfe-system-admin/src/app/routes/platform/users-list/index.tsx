import { usersResource } from '@shutterday/api-client/staff';
import type { UserRecord } from '@shutterday/domain/staff';
import { flagColumn, ListFilter, recordLinkColumn, ResourceListPage, useListParams } from '@shutterday/ui';

/** `users`: everyone who signs in to the staff side, of every studio, and the system administrators. */
export default function UsersListRoute() {
  const list = useListParams(['type']);
  const query = usersResource.useList(undefined, list.query);
  return (
    <ResourceListPage<UserRecord>
      title="Users"
      description="A new user is e-mailed a link to choose a password. Nobody is deleted, since orders and logs name them: a user who leaves is switched off."
      list={list}
      query={query}
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
      newLabel="New user"
      emptyText="No user yet."
      columns={[
        recordLinkColumn('Name', 'name'),
        { title: 'E-mail', dataIndex: 'email', responsive: ['md'] },
        { title: 'Works for', key: 'role', render: (_value, user) => (user.role === 'systemAdmin' ? 'System administrator' : user.studioName) },
        flagColumn('Status', 'disabled', 'Switched off', { label: 'Active', color: '#237804' }),
      ]}
    />
  );
}
