import { PasswordChange } from '@shutterday/domain/staff';
import { useChangePassword } from '@shutterday/api-client';
import { FormField, ResourceForm } from '@shutterday/ui';
import { Input } from 'antd';
import { useState } from 'react';

const EMPTY: PasswordChange = { currentPassword: '', newPassword: '' };

/** A new password; the server signs out every other session of the user, this one goes on. */
export function PasswordForm({ studioId }: { studioId: number }) {
  const change = useChangePassword(studioId);
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
            {(field) => <Input.Password {...field} value={String(field.value)} autoComplete="current-password" maxLength={200} />}
          </FormField>
          <FormField control={control} name="newPassword" label="New password" help="At least 10 characters.">
            {(field) => <Input.Password {...field} value={String(field.value)} autoComplete="new-password" maxLength={200} />}
          </FormField>
        </>
      )}
    </ResourceForm>
  );
}
