import { subjectGroupsResource } from '@shutterday/api-client/staff';
import { FormField, ResourceForm } from '@shutterday/ui';
import { Input, Select } from 'antd';
import { useJobScope } from '../../../lib/job-scope';
import { SubjectFormSchema, type SubjectFormValues } from '../subject-form-values';

const TEXT_FIELDS = [
  { name: 'firstName', label: 'First name' },
  { name: 'lastName', label: 'Last name' },
  { name: 'accessCode', label: 'Access code', help: 'Printed on the camera card; left empty, one is made' },
  { name: 'externalId', label: 'External id (optional)', help: "The school's student or player number; a re-import matches on it" },
] as const;

/** A subject's names, group, access code and external id. */
export function SubjectForm({ values, onSubmit, onSaved, onReload }: { values: SubjectFormValues; onSubmit: (values: SubjectFormValues) => Promise<unknown>; onSaved?: (result: unknown) => void; onReload?: () => unknown }) {
  const groups = subjectGroupsResource.useList(useJobScope(), { pageSize: 200 });
  const options = [{ value: 0, label: 'No group' }, ...(groups.data?.resultItems ?? []).map((group) => ({ value: group.id, label: group.name }))];
  return (
    <ResourceForm label="Subject" schema={SubjectFormSchema} values={values} onSubmit={onSubmit} onSaved={onSaved} onReload={onReload} successMessage="Subject saved">
      {({ control }) => (
        <>
          {TEXT_FIELDS.map((text) => (
            <FormField key={text.name} control={control} name={text.name} label={text.label} help={'help' in text ? text.help : undefined}>
              {(field) => <Input {...field} value={String(field.value ?? '')} style={{ maxWidth: 360 }} />}
            </FormField>
          ))}
          <FormField control={control} name="groupId" label="Group">
            {({ ref: _ref, ...field }) => (
              <Select {...field} value={(field.value as number | null) ?? 0} onChange={(id: number) => field.onChange(id === 0 ? null : id)} options={options} loading={groups.isLoading} style={{ width: 280 }} />
            )}
          </FormField>
        </>
      )}
    </ResourceForm>
  );
}
