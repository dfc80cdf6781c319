import { FormField, PermissionChecks, ResourceForm } from '@shutterday/ui';
import { Input, Radio, Switch } from 'antd';
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
      <FormField control={control} name="name" label="Name">
        {(field) => <Input {...field} value={String(field.value)} autoComplete="off" maxLength={120} />}
      </FormField>
      <FormField control={control} name="email" label="E-mail" help={isNew ? 'They log in with it; a link to choose their password is sent there.' : 'They log in with it.'}>
        {(field) => <Input {...field} value={String(field.value)} type="email" autoComplete="off" maxLength={254} />}
      </FormField>
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
          <FormField control={control} name="permissions" label="Permissions">
            {(field) => <PermissionChecks field={field} />}
          </FormField>
          <FormField control={control} name="rspoJob" label="Kept away from jobs and organizations" help="For staff who only handle orders and payments.">
            {(field) => <Switch id={field.id} aria-describedby={field['aria-describedby']} checked={Boolean(field.value)} onChange={(checked) => field.onChange(checked)} />}
          </FormField>
        </>
      )}
      {!isNew && (
        <FormField control={control} name="disabled" label="Switched off" help="A switched-off user cannot log in, and their sessions end at once.">
          {(field) => <Switch id={field.id} aria-describedby={field['aria-describedby']} checked={Boolean(field.value)} onChange={(checked) => field.onChange(checked)} />}
        </FormField>
      )}
    </>
  );
}
