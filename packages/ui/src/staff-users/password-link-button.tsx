import { Button } from 'antd';
import { apiErrorMessages } from '../admin-kit/api-error-messages';
import { useToast } from '../toast/toast-context';

interface InviteMutation {
  mutate: (userId: number, options: { onSuccess: (answer: { message: string }) => void; onError: (error: unknown) => void }) => void;
  isPending: boolean;
}

/** "Send a new password link" of a user's page: the answer says where the link went; a switched-off user gets none. */
export function PasswordLinkButton({ invite, userId, disabled }: { invite: InviteMutation; userId: number; disabled: boolean }) {
  const toast = useToast();
  const send = () => invite.mutate(userId, { onSuccess: ({ message }) => toast.success(message), onError: (error) => toast.error(apiErrorMessages(error)) });
  return (
    <Button onClick={send} loading={invite.isPending} disabled={disabled}>
      Send a new password link
    </Button>
  );
}
