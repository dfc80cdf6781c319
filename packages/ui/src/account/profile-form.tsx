import { useCancelEmailChange, useProfile, useUpdateProfile } from '@shutterday/api-client/staff';
import { PROFILE_MESSAGES, ProfileUpdate, type Profile } from '@shutterday/domain/staff';
import { Alert, Button, Flex, Input } from 'antd';
import { ResourceForm } from '../admin-kit/resource-form';
import { FormField } from '../form-field/form-field';
import { PasswordInput } from '../password-input/password-input';
import { QueryState } from '../query-state/query-state';
import { useState } from 'react';

/**
 * Name and e-mail (the login); the current password confirms the change. The name changes at once; a new e-mail is
 * mailed a link and becomes the login when it is opened, which the page says until then (and lets the user cancel).
 */
export function ProfileForm() {
  const profile = useProfile();
  const save = useUpdateProfile();
  // A new form after each save, so the password typed to confirm does not stay on screen.
  const [round, setRound] = useState(0);
  return (
    <QueryState query={profile} errorTitle="We couldn't load your profile" loadingLabel="Loading your profile…">
      {({ name, email, pendingEmail }: Profile) => (
        <Flex vertical gap={16}>
          {pendingEmail && <PendingEmail email={pendingEmail} />}
          <ResourceForm<ProfileUpdate>
            key={round}
            onSaved={() => setRound((n) => n + 1)}
            label="Your profile"
            schema={ProfileUpdate}
            values={{ name, email, currentPassword: '' }}
            onSubmit={(values) => save.mutateAsync(values)}
            successMessage="Profile saved"
          >
            {({ control }) => (
              <>
                <FormField control={control} name="name" label="Name">
                  {(field) => <Input {...field} value={String(field.value)} autoComplete="name" maxLength={120} />}
                </FormField>
                <FormField control={control} name="email" label="E-mail" help="You log in with this address. A new one gets a link to confirm it; your login changes when it is opened.">
                  {(field) => <Input {...field} value={String(field.value)} type="email" autoComplete="email" maxLength={254} />}
                </FormField>
                <FormField control={control} name="currentPassword" label="Current password" help="Confirms that it is you.">
                  {(field) => <PasswordInput {...field} value={String(field.value)} autoComplete="current-password" maxLength={200} />}
                </FormField>
              </>
            )}
          </ResourceForm>
        </Flex>
      )}
    </QueryState>
  );
}

function PendingEmail({ email }: { email: string }) {
  const cancel = useCancelEmailChange();
  return (
    <Alert
      type="info"
      showIcon
      title={PROFILE_MESSAGES.emailPending(email)}
      description={cancel.isError ? 'The change could not be cancelled. Try again.' : 'No e-mail? Check the address and your spam folder, or save the new e-mail again for a new link.'}
      action={
        <Button size="small" loading={cancel.isPending} onClick={() => cancel.mutate()}>
          Cancel the change
        </Button>
      }
    />
  );
}
