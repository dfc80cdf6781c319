import { PackageSetCreate } from '@shutterday/domain/staff';
import { FormField, ResourceForm } from '@shutterday/ui';
import { Input } from 'antd';

export interface PackageSetNameFormProps {
  label: string;
  name: string;
  onSubmit: (values: { name: string }) => Promise<unknown>;
  successMessage: string;
  submitLabel?: string;
  onReload?: () => unknown;
}

/** The one field of a package set, for creating one and for renaming it. */
export function PackageSetNameForm({ label, name, onSubmit, successMessage, submitLabel, onReload }: PackageSetNameFormProps) {
  return (
    <ResourceForm label={label} schema={PackageSetCreate} values={{ name }} onSubmit={onSubmit} successMessage={successMessage} submitLabel={submitLabel} onReload={onReload}>
      {({ control }) => (
        <FormField control={control} name="name" label="Name">
          {(field) => <Input {...field} value={String(field.value)} maxLength={120} />}
        </FormField>
      )}
    </ResourceForm>
  );
}
