import { useChangePassword } from '@shutterday/api-client/staff';
import { PasswordChange } from '@shutterday/domain/staff';
import { ResourceForm } from '../admin-kit/resource-form';
import { FormField } from '../form-field/form-field';
import { PasswordInput } from '../password-input/password-input';
import { useState } from 'react';

const EMPTY: PasswordChange = { currentPassword: '', newPassword: '' };

/** The signed-in user's new password, confirmed with the current one; the server signs out every other session, this one goes on. */
export function PasswordForm() {
  const change = useChangePassword();
  // A new form after each change, so no password stays on screen.
  const [round, setRound] = useState(0);
  return (
    <ResourceForm<PasswordChange>
      key={round}
      onSaved={() => setRound((n) => n + 1)}
      label="Change password"
      schema={PasswordChange}
      values={EMPTY}
      onSubmit={(values) => change.mutateAsync(values)}
      submitLabel="Change password"
      successMessage="Password changed. Your other sessions are signed out."
    >
      {({ control }) => (
        <>
          <FormField control={control} name="currentPassword" label="Current password">
            {(field) => <PasswordInput {...field} value={String(field.value)} autoComplete="current-password" maxLength={200} />}
          </FormField>
          <FormField control={control} name="newPassword" label="New password" help="At least 10 characters.">
            {(field) => <PasswordInput {...field} value={String(field.value)} autoComplete="new-password" maxLength={200} />}
          </FormField>
        </>
      )}
    </ResourceForm>
  );
}
