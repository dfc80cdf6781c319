import { FormField, US_DAY } from '@shutterday/ui';
import { Checkbox, DatePicker, Input } from 'antd';
import dayjs from 'dayjs';
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

/** A calendar day on a date picker (shown MM/DD/YYYY); the value stays `YYYY-MM-DD`, blank when none. */
export function DayField<T extends FieldValues>({ control, name, label, help }: FieldProps<T>) {
  return (
    <FormField control={control} name={name} label={label} help={help}>
      {({ ref: _ref, value, onChange, ...field }) => (
        <DatePicker
          {...field}
          value={value ? dayjs(String(value), 'YYYY-MM-DD') : null}
          onChange={(day) => onChange(day ? day.format('YYYY-MM-DD') : '')}
          format={US_DAY}
          placeholder="MM/DD/YYYY"
          style={{ maxWidth: 360 }}
        />
      )}
    </FormField>
  );
}
