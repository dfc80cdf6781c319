import { studioUsersResource, useInviteColleague, useInviteStudioUser } from '@shutterday/api-client/staff';
import { parseRouteId } from '@shutterday/domain';
import type { UserRecord } from '@shutterday/domain/staff';
import { PasswordLinkButton, QueryState, RecordPage } from '@shutterday/ui';
import { useNavigate, useParams } from 'react-router';
import { StudioUserForm } from '../../../../features/users/components/studio-user-form';
import { EMPTY_STUDIO_USER, fromStudioUser, toStudioUserCreate, toStudioUserUpdate } from '../../../../features/users/studio-user-values';
import { useStudioId } from '../../../../lib/use-studio-id';

/** `users/new` (invite) and `users/{userId}`. */
export default function StudioUserEditRoute() {
  const studioId = useStudioId();
  const navigate = useNavigate();
  const { userId } = useParams();
  const invite = useInviteColleague(studioId);
  if (userId === 'new') {
    return (
      <RecordPage heading="Invite a colleague" back="Users">
        <StudioUserForm values={EMPTY_STUDIO_USER} isNew onSubmit={(values) => invite.mutateAsync(toStudioUserCreate(values))} onSaved={() => navigate('..', { relative: 'path' })} />
      </RecordPage>
    );
  }
  return <ExistingColleague studioId={studioId} id={parseRouteId(userId, 'userId')} />;
}

function ExistingColleague({ studioId, id }: { studioId: number; id: number }) {
  const user = studioUsersResource.useDetail({ studioId }, id);
  const update = studioUsersResource.useUpdate({ studioId });
  const invite = useInviteStudioUser(studioId);
  return (
    <QueryState query={user} errorTitle="We couldn't load the user">
      {(record: UserRecord) => (
        <RecordPage heading={record.name} documentTitle={`User ${record.name}`} back="Users" actions={<PasswordLinkButton invite={invite} userId={id} disabled={record.disabled} />}>
          <StudioUserForm values={fromStudioUser(record)} isNew={false} onSubmit={(values) => update.mutateAsync({ id, input: toStudioUserUpdate(values, record.version) })} onReload={() => user.refetch()} />
        </RecordPage>
      )}
    </QueryState>
  );
}
