import { FormField, ResourceForm } from '@shutterday/ui';
import { Input, Switch } from 'antd';
import { ShippingOptionFormSchema, type ShippingOptionFormValues } from '../shipping-option-form-values';

export interface ShippingOptionFormProps {
  values: ShippingOptionFormValues;
  /** A new option's code is typed once; an existing one's is fixed (orders keep it). */
  codeFixed: boolean;
  onSubmit: (values: ShippingOptionFormValues) => Promise<unknown>;
  onSaved?: (result: unknown) => void;
  onReload?: () => unknown;
}

/** A shipping option parents may choose at checkout: its code, name, price in USD, order in the list and whether it is offered. */
export function ShippingOptionForm({ values, codeFixed, onSubmit, onSaved, onReload }: ShippingOptionFormProps) {
  return (
    <ResourceForm label="Shipping option" schema={ShippingOptionFormSchema} values={values} onSubmit={onSubmit} onSaved={onSaved} onReload={onReload} successMessage="Shipping option saved">
      {({ control }) => (
        <>
          <FormField control={control} name="code" label="Code" help={codeFixed ? 'Orders keep the code: it cannot change.' : 'Lower-case, e.g. standard; "priority" is the option for military addresses.'}>
            {(field) => <Input {...field} value={String(field.value)} maxLength={30} disabled={codeFixed} style={{ width: 240 }} />}
          </FormField>
          <FormField control={control} name="name" label="Name" help="What parents read at checkout">
            {(field) => <Input {...field} value={String(field.value)} maxLength={80} />}
          </FormField>
          <FormField control={control} name="price" label="Price (USD)">
            {(field) => <Input {...field} value={String(field.value)} inputMode="decimal" style={{ width: 160 }} />}
          </FormField>
          <FormField control={control} name="sortOrder" label="Position in the list" help="0 comes first">
            {(field) => <Input {...field} value={String(field.value)} inputMode="numeric" style={{ width: 120 }} />}
          </FormField>
          <FormField control={control} name="active" label="Offered at checkout">
            {(field) => <Switch id={field.id} aria-describedby={field['aria-describedby']} checked={Boolean(field.value)} onChange={(checked) => field.onChange(checked)} />}
          </FormField>
        </>
      )}
    </ResourceForm>
  );
}
