import { FormField } from '@shutterday/ui';
import { Checkbox, Input } from 'antd';
import type { ReactNode } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';

interface FieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  help?: ReactNode;
}

/** A yes/no setting: the label names it, the checkbox text says what "on" means. */
export function CheckField<T extends FieldValues>({ control, name, label, help, text }: FieldProps<T> & { text: string }) {
  return (
    <FormField control={control} name={name} label={label} help={help}>
      {({ ref: _ref, value, onChange, ...field }) => (
        <Checkbox {...field} checked={Boolean(value)} onChange={(event) => onChange(event.target.checked)}>
          {text}
        </Checkbox>
      )}
    </FormField>
  );
}

/** A line of text, or a calendar day with `type="date"` (the value stays `YYYY-MM-DD`, blank when none). */
export function TextField<T extends FieldValues>({ control, name, label, help, type = 'text' }: FieldProps<T> & { type?: 'text' | 'date' }) {
  return (
    <FormField control={control} name={name} label={label} help={help}>
      {(field) => <Input {...field} value={String(field.value)} type={type} style={{ maxWidth: 360 }} />}
    </FormField>
  );
}
