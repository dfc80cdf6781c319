import { MAX_DEFAULT_DAY_OFFSET } from '@shutterday/domain/staff';
import { FormField } from '@shutterday/ui';
import { Checkbox, InputNumber } from 'antd';
import type { ReactNode } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';

interface FieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  help?: ReactNode;
}

/** A yes/no default, said as a sentence next to its box. */
export function FlagField<T extends FieldValues>({ control, name, label, sentence }: FieldProps<T> & { sentence: string }) {
  return (
    <FormField control={control} name={name} label={label}>
      {({ ref: _ref, value, onChange, ...field }) => (
        <Checkbox {...field} checked={Boolean(value)} onChange={(event) => onChange(event.target.checked)}>
          {sentence}
        </Checkbox>
      )}
    </FormField>
  );
}

/** Whole days from the picture day; empty means "no date". */
export function DayOffsetField<T extends FieldValues>({ control, name, label, help }: FieldProps<T>) {
  return (
    <FormField control={control} name={name} label={label} help={help}>
      {({ ref: _ref, value, onChange, status, ...field }) => (
        <InputNumber
          {...field}
          status={status}
          value={typeof value === 'number' ? value : null}
          onChange={(days) => onChange(days ?? null)}
          min={0}
          max={MAX_DEFAULT_DAY_OFFSET}
          precision={0}
          suffix="days"
          placeholder="No date"
          style={{ width: 180 }}
        />
      )}
    </FormField>
  );
}
