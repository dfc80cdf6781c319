import { FormField, ResourceForm, UserAccessFields, UserIdentityFields, UserSwitchedOffField } from '@shutterday/ui';
import { Radio } from 'antd';
import { useWatch, type Control } from 'react-hook-form';
import { StudioPicker } from '../../studios/components/studio-picker';
import { UserFormSchema, type UserFormValues } from '../user-form-values';

export interface UserFormProps {
  values: UserFormValues;
  /** A new user has no account to switch off yet. */
  isNew: boolean;
  onSubmit: (values: UserFormValues) => Promise<unknown>;
  onSaved?: (result: unknown) => void;
  onReload?: () => unknown;
}

/** Who the user is, what they do (a studio's staff with its permissions, or a system administrator) and whether they may sign in. */
export function UserForm({ values, isNew, onSubmit, onSaved, onReload }: UserFormProps) {
  return (
    <ResourceForm<UserFormValues> label="User" schema={UserFormSchema} values={values} onSubmit={onSubmit} onSaved={onSaved} onReload={onReload} successMessage="User saved">
      {({ control }) => <UserFields control={control} isNew={isNew} />}
    </ResourceForm>
  );
}

function UserFields({ control, isNew }: { control: Control<UserFormValues>; isNew: boolean }) {
  const role = useWatch({ control, name: 'role' });
  return (
    <>
      <UserIdentityFields control={control} isNew={isNew} />
      <FormField control={control} name="role" label="Role">
        {(field) => (
          <Radio.Group
            id={field.id}
            aria-describedby={field['aria-describedby']}
            value={field.value}
            onChange={(event) => field.onChange(event.target.value)}
            options={[
              { value: 'studio', label: "A studio's staff" },
              { value: 'systemAdmin', label: 'System administrator' },
            ]}
          />
        )}
      </FormField>
      {role === 'studio' && (
        <>
          <FormField control={control} name="studioId" label="Studio">
            {(field) => (
              <StudioPicker
                id={field.id}
                status={field.status}
                aria-describedby={field['aria-describedby']}
                value={typeof field.value === 'number' ? field.value : undefined}
                onChange={(studioId) => field.onChange(studioId ?? null)}
              />
            )}
          </FormField>
          <UserAccessFields control={control} />
        </>
      )}
      {!isNew && <UserSwitchedOffField control={control} />}
    </>
  );
}
