import { useInviteUser, usersResource } from '@shutterday/api-client/staff';
import { parseRouteId } from '@shutterday/domain';
import type { UserRecord } from '@shutterday/domain/staff';
import { PasswordLinkButton, QueryState, RecordPage } from '@shutterday/ui';
import { useNavigate, useParams } from 'react-router';
import { UserForm } from '../../../../features/users/components/user-form';
import { EMPTY_USER, fromUser, toUserCreate, toUserUpdate } from '../../../../features/users/user-form-values';

/** `users/new` and `users/{userId}`. */
export default function UserEditRoute() {
  const navigate = useNavigate();
  const { userId } = useParams();
  const create = usersResource.useCreate(undefined);
  if (userId === 'new') {
    return (
      <RecordPage heading="New user" back="Users">
        <UserForm values={EMPTY_USER} isNew onSubmit={(values) => create.mutateAsync(toUserCreate(values))} onSaved={() => navigate('..', { relative: 'path' })} />
      </RecordPage>
    );
  }
  return <ExistingUser id={parseRouteId(userId, 'userId')} />;
}

function ExistingUser({ id }: { id: number }) {
  const user = usersResource.useDetail(undefined, id);
  const update = usersResource.useUpdate(undefined);
  const invite = useInviteUser();
  return (
    <QueryState query={user} errorTitle="We couldn't load the user">
      {(record: UserRecord) => (
        <RecordPage heading={record.name} documentTitle={`User ${record.name}`} back="Users" actions={<PasswordLinkButton invite={invite} userId={id} disabled={record.disabled} />}>
          <UserForm values={fromUser(record)} isNew={false} onSubmit={(values) => update.mutateAsync({ id, input: toUserUpdate(values, record.version) })} onReload={() => user.refetch()} />
        </RecordPage>
      )}
    </QueryState>
  );
}
