import { FormField, ResourceForm } from '@shutterday/ui';
import { Input, Switch } from 'antd';
import { TaxRateFormSchema, type TaxRateFormValues } from '../tax-rate-form-values';

export interface TaxRateFormProps {
  values: TaxRateFormValues;
  onSubmit: (values: TaxRateFormValues) => Promise<unknown>;
  onSaved?: (result: unknown) => void;
  onReload?: () => unknown;
}

/** One row of the tax table: the US state, its sales tax as a percent and whether shipping is taxed there. */
export function TaxRateForm({ values, onSubmit, onSaved, onReload }: TaxRateFormProps) {
  return (
    <ResourceForm label="Tax rate" schema={TaxRateFormSchema} values={values} onSubmit={onSubmit} onSaved={onSaved} onReload={onReload} successMessage="Tax rate saved">
      {({ control }) => (
        <>
          <FormField control={control} name="state" label="State" help="The two-letter code of the ship-to state (the billing state for a batch order), e.g. IL">
            {(field) => <Input {...field} value={String(field.value)} maxLength={2} autoComplete="off" style={{ width: 100, textTransform: 'uppercase' }} />}
          </FormField>
          <FormField control={control} name="rate" label="Rate (%)" help="A percent with at most 2 decimals, e.g. 7.25 (hundredths of a percent are the finest the table keeps)">
            {(field) => <Input {...field} value={String(field.value)} inputMode="decimal" suffix="%" style={{ width: 160 }} />}
          </FormField>
          <FormField control={control} name="taxShipping" label="Shipping is taxed" help="On: the shipping price is taxed with the goods in this state">
            {(field) => <Switch id={field.id} aria-describedby={field['aria-describedby']} checked={Boolean(field.value)} onChange={(checked) => field.onChange(checked)} />}
          </FormField>
        </>
      )}
    </ResourceForm>
  );
}
