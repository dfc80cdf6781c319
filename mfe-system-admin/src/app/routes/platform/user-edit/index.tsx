import { useInviteUser, usersResource } from '@shutterday/api-client/staff';
import { parseRouteId } from '@shutterday/domain';
import type { UserRecord } from '@shutterday/domain/staff';
import { apiErrorMessages, PageTitle, QueryState, useToast } from '@shutterday/ui';
import { Button, Flex, Typography } from 'antd';
import { Link, useNavigate, useParams } from 'react-router';
import { UserForm } from '../../../../features/users/components/user-form';
import { EMPTY_USER, fromUser, toUserCreate, toUserUpdate } from '../../../../features/users/user-form-values';

/** `users/new` and `users/{userId}`. */
export default function UserEditRoute() {
  const navigate = useNavigate();
  const { userId } = useParams();
  const create = usersResource.useCreate(undefined);
  if (userId === 'new') {
    return (
      <Flex vertical gap={16}>
        <PageTitle title="New user" />
        <Link to=".." relative="path">
          ← Users
        </Link>
        <Typography.Title level={2}>New user</Typography.Title>
        <UserForm values={EMPTY_USER} isNew onSubmit={(values) => create.mutateAsync(toUserCreate(values))} onSaved={() => navigate('..', { relative: 'path' })} />
      </Flex>
    );
  }
  return <ExistingUser id={parseRouteId(userId, 'userId')} />;
}

function ExistingUser({ id }: { id: number }) {
  const user = usersResource.useDetail(undefined, id);
  const update = usersResource.useUpdate(undefined);
  const invite = useInviteUser();
  const toast = useToast();
  const sendInvitation = () =>
    invite.mutate(id, { onSuccess: ({ message }) => toast.success(message), onError: (error) => toast.error(apiErrorMessages(error)) });
  return (
    <QueryState query={user} errorTitle="We couldn't load the user">
      {(record: UserRecord) => (
        <Flex vertical gap={16}>
          <PageTitle title={`User ${record.name}`} />
          <Link to=".." relative="path">
            ← Users
          </Link>
          <Flex justify="space-between" align="center" wrap gap={8}>
            <Typography.Title level={2} style={{ margin: 0 }}>
              {record.name}
            </Typography.Title>
            <Button onClick={sendInvitation} loading={invite.isPending} disabled={record.disabled}>
              Send a new password link
            </Button>
          </Flex>
          <UserForm
            values={fromUser(record)}
            isNew={false}
            onSubmit={(values) => update.mutateAsync({ id, input: toUserUpdate(values, record.version) })}
            onReload={() => user.refetch()}
          />
        </Flex>
      )}
    </QueryState>
  );
}
