import { FormField } from '@shutterday/ui';
import { Checkbox, Flex, Input } from 'antd';
import type { Path, UseFormReturn } from 'react-hook-form';
import type { PackageFormValues } from '../package-form-values';

const SIDES = [
  ['left', 'From the left (%)'],
  ['top', 'From the top (%)'],
  ['width', 'Width (%)'],
  ['height', 'Height (%)'],
] as const;

/** A photo's place on the print: the default (the whole print, or the item's place for one photo), or a rectangle in % of the print. */
export function PhotoAreaFields({ form, base, label, wholeLabel }: { form: UseFormReturn<PackageFormValues>; base: `items.${number}.area` | `items.${number}.photos.${number}.area`; label: string; wholeLabel: string }) {
  const { control } = form;
  const whole = form.watch(`${base}.whole` as Path<PackageFormValues>) as boolean;
  return (
    <div>
      <FormField control={control} name={`${base}.whole` as Path<PackageFormValues>} label={label}>
        {({ value, onChange, id }) => (
          <Checkbox id={id} checked={Boolean(value)} onChange={(event) => onChange(event.target.checked)}>
            {wholeLabel}
          </Checkbox>
        )}
      </FormField>
      {whole ? null : (
        <Flex gap={8} wrap>
          {SIDES.map(([side, name]) => (
            <FormField key={side} control={control} name={`${base}.${side}` as Path<PackageFormValues>} label={name}>
              {(field) => <Input {...field} value={String(field.value)} inputMode="decimal" suffix="%" style={{ width: 110 }} />}
            </FormField>
          ))}
        </Flex>
      )}
    </div>
  );
}
