import { FormField, ResourceForm } from '@shutterday/ui';
import { Input, Select } from 'antd';
import { PromotionFormSchema, type PromotionFormValues } from '../promotion-form-values';

const TEXT_FIELDS = [
  { name: 'code', label: 'Code', help: 'What a parent types in the promo field' },
  { name: 'name', label: 'Name' },
  { name: 'value', label: 'Percent or amount (USD)' },
  { name: 'minimumTotal', label: 'Minimum order (USD, optional)' },
  { name: 'startsAt', label: 'Valid from (optional)', type: 'date' },
  { name: 'endsAt', label: 'Valid until (optional)', type: 'date' },
] as const;

/** A job promotion: a code with a percent or amount off, an optional minimum order and validity dates. */
export function PromotionForm({ values, onSubmit, onSaved, onReload }: { values: PromotionFormValues; onSubmit: (values: PromotionFormValues) => Promise<unknown>; onSaved?: () => void; onReload?: () => unknown }) {
  return (
    <ResourceForm label="Promotion" schema={PromotionFormSchema} values={values} onSubmit={onSubmit} onSaved={onSaved} onReload={onReload} successMessage="Promotion saved">
      {({ control }) => (
        <>
          <FormField control={control} name="discountType" label="Discount type">
            {({ ref: _ref, ...field }) => <Select {...field} value={String(field.value)} options={[{ value: 'percent', label: 'Percent off' }, { value: 'amount', label: 'Amount off (USD)' }]} style={{ width: 200 }} />}
          </FormField>
          {TEXT_FIELDS.map((text) => (
            <FormField key={text.name} control={control} name={text.name} label={text.label} help={'help' in text ? text.help : undefined}>
              {(field) => <Input {...field} value={String(field.value)} type={'type' in text ? text.type : 'text'} style={{ maxWidth: 360 }} />}
            </FormField>
          ))}
        </>
      )}
    </ResourceForm>
  );
}
