import { useProfile, useUpdateProfile } from '@shutterday/api-client/staff';
import { ProfileUpdate, type Profile } from '@shutterday/domain/staff';
import { Input } from 'antd';
import { ResourceForm } from '../admin-kit/resource-form';
import { FormField } from '../form-field/form-field';
import { PasswordInput } from '../password-input/password-input';
import { QueryState } from '../query-state/query-state';
import { useState } from 'react';

/** Name and e-mail (the login); the current password confirms the change. */
export function ProfileForm() {
  const profile = useProfile();
  const save = useUpdateProfile();
  // A new form after each save, so the password typed to confirm does not stay on screen.
  const [round, setRound] = useState(0);
  return (
    <QueryState query={profile} errorTitle="We couldn't load your profile" loadingLabel="Loading your profile…">
      {({ name, email }: Profile) => (
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
              <FormField control={control} name="email" label="E-mail" help="You log in with this address.">
                {(field) => <Input {...field} value={String(field.value)} type="email" autoComplete="email" maxLength={254} />}
              </FormField>
              <FormField control={control} name="currentPassword" label="Current password" help="Confirms that it is you.">
                {(field) => <PasswordInput {...field} value={String(field.value)} autoComplete="current-password" maxLength={200} />}
              </FormField>
            </>
          )}
        </ResourceForm>
      )}
    </QueryState>
  );
}
