import { PreorderFieldRow } from '@shutterday/domain/staff';
import { FormField, ResourceForm } from '@shutterday/ui';
import { Checkbox, Input, Select } from 'antd';
import { useWatch, type Control } from 'react-hook-form';

const TYPES = [
  { value: 'text', label: 'Text' },
  { value: 'choice', label: 'Choice' },
];

export interface DefinedFieldFormProps {
  values: PreorderFieldRow;
  onSubmit: (values: PreorderFieldRow) => Promise<unknown>;
  onSaved?: (result: unknown) => void;
  onReload?: () => unknown;
}

/** One defined field: the question, its key, text or a choice of answers (one per line), and whether parents must answer. */
export function DefinedFieldForm({ values, onSubmit, onSaved, onReload }: DefinedFieldFormProps) {
  return (
    <ResourceForm<PreorderFieldRow> label="Defined field" schema={PreorderFieldRow} values={values} onSubmit={onSubmit} onSaved={onSaved} onReload={onReload} successMessage="Defined field saved">
      {({ control }) => <Fields control={control} />}
    </ResourceForm>
  );
}

function Fields({ control }: { control: Control<PreorderFieldRow> }) {
  const type = useWatch({ control, name: 'type' });
  return (
    <>
      <FormField control={control} name="label" label="Question" help="What parents read, e.g. Teacher's name">
        {(field) => <Input {...field} value={String(field.value)} maxLength={120} />}
      </FormField>
      <FormField control={control} name="name" label="Key" help="Sent with each order: a-z, 0-9 and _">
        {(field) => <Input {...field} value={String(field.value)} maxLength={40} style={{ width: 240 }} />}
      </FormField>
      <FormField control={control} name="type" label="Answer type">
        {({ ref: _ref, ...field }) => <Select {...field} value={String(field.value)} options={TYPES} style={{ width: 200 }} />}
      </FormField>
      {type === 'choice' ? (
        <FormField control={control} name="options" label="Answers (one per line)">
          {(field) => <Input.TextArea {...field} value={String(field.value)} rows={4} style={{ maxWidth: 360 }} />}
        </FormField>
      ) : null}
      <FormField control={control} name="required" label="Required">
        {(field) => (
          <Checkbox id={field.id} aria-describedby={field['aria-describedby']} checked={Boolean(field.value)} onChange={(event) => field.onChange(event.target.checked)}>
            Parents must answer
          </Checkbox>
        )}
      </FormField>
    </>
  );
}
