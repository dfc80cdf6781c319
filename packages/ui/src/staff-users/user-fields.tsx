import { Input, Switch } from 'antd';
import type { Control, FieldValues } from 'react-hook-form';
import { FormField } from '../form-field/form-field';
import { PermissionChecks } from './permission-checks';

/** What both user forms hold (the system administrator's and the studio's own). */
interface UserFieldValues {
  name: string;
  email: string;
  permissions: string[];
  rspoJob: boolean;
  disabled: boolean;
}

const asUserControl = <T extends FieldValues>(control: Control<T>) => control as unknown as Control<UserFieldValues>;

/** Name and e-mail; a new user is told that their password link goes to that address. `emailHelp` replaces the edit form's help. */
export function UserIdentityFields<T extends FieldValues>({ control, isNew, emailHelp = 'They log in with it.' }: { control: Control<T>; isNew: boolean; emailHelp?: string }) {
  return (
    <>
      <FormField control={asUserControl(control)} name="name" label="Name">
        {(field) => <Input {...field} value={String(field.value)} autoComplete="off" maxLength={120} />}
      </FormField>
      <FormField control={asUserControl(control)} name="email" label="E-mail" help={isNew ? 'They log in with it; a link to choose their password is sent there.' : emailHelp}>
        {(field) => <Input {...field} value={String(field.value)} type="email" autoComplete="off" maxLength={254} />}
      </FormField>
    </>
  );
}

/** A studio staff member's permissions and the rspoJob switch. */
export function UserAccessFields<T extends FieldValues>({ control, permissionsHelp }: { control: Control<T>; permissionsHelp?: string }) {
  return (
    <>
      <FormField control={asUserControl(control)} name="permissions" label="Permissions" help={permissionsHelp}>
        {(field) => <PermissionChecks field={field} />}
      </FormField>
      <FormField control={asUserControl(control)} name="rspoJob" label="Kept away from jobs and organizations" help="For staff who only handle orders and payments.">
        {(field) => <Switch id={field.id} aria-describedby={field['aria-describedby']} checked={Boolean(field.value)} onChange={(checked) => field.onChange(checked)} />}
      </FormField>
    </>
  );
}

/** Whether an existing user may sign in. */
export function UserSwitchedOffField<T extends FieldValues>({ control }: { control: Control<T> }) {
  return (
    <FormField control={asUserControl(control)} name="disabled" label="Switched off" help="A switched-off user cannot log in, and their sessions end at once.">
      {(field) => <Switch id={field.id} aria-describedby={field['aria-describedby']} checked={Boolean(field.value)} onChange={(checked) => field.onChange(checked)} />}
    </FormField>
  );
}
