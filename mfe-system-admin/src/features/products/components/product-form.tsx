import { ProductCode, ProductName } from '@shutterday/domain/staff';
import { FormField, ResourceForm } from '@shutterday/ui';
import { Input, Switch } from 'antd';
import * as v from 'valibot';

/** What the product form holds; the code and the kind are typed once, then fixed. */
export const ProductFormSchema = v.object({ code: ProductCode, name: ProductName, digital: v.boolean() });
export type ProductFormValues = v.InferOutput<typeof ProductFormSchema>;
export const EMPTY_PRODUCT: ProductFormValues = { code: '', name: '', digital: false };

export interface ProductFormProps {
  values: ProductFormValues;
  /** An existing product's code and kind are the ordering rules' and package items': shown, not edited. */
  fixed: boolean;
  onSubmit: (values: ProductFormValues) => Promise<unknown>;
  onSaved?: (result: unknown) => void;
  onReload?: () => unknown;
}

export function ProductForm({ values, fixed, onSubmit, onSaved, onReload }: ProductFormProps) {
  return (
    <ResourceForm label="Product" schema={ProductFormSchema} values={values} onSubmit={onSubmit} onSaved={onSaved} onReload={onReload} successMessage="Product saved">
      {({ control }) => (
        <>
          <FormField control={control} name="code" label="Code" help={fixed ? 'Package items keep the code: it cannot change.' : 'As the lab knows it, e.g. 11x14.'}>
            {(field) => <Input {...field} value={String(field.value)} maxLength={30} disabled={fixed} style={{ width: 240 }} />}
          </FormField>
          <FormField control={control} name="name" label="Name" help="What studio staff pick it by when they build a package">
            {(field) => <Input {...field} value={String(field.value)} maxLength={80} />}
          </FormField>
          <FormField control={control} name="digital" label="Digital download" help={fixed ? 'Fixed once made.' : 'Delivered as a file, never printed or shipped.'}>
            {(field) => (
              <Switch id={field.id} aria-describedby={field['aria-describedby']} checked={Boolean(field.value)} disabled={fixed} onChange={(checked) => field.onChange(checked)} />
            )}
          </FormField>
        </>
      )}
    </ResourceForm>
  );
}
