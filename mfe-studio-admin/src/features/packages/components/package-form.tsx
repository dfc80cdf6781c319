import { useCatalogProducts, useStudioCatalogItems } from '@shutterday/api-client/staff';
import { FormField, ResourceForm } from '@shutterday/ui';
import { Input, Select } from 'antd';
import { PackageFormSchema, type PackageFormValues } from '../package-form-values';
import { PackageItemsFields } from './package-items-fields';

export interface PackageFormProps {
  studioId: number;
  values: PackageFormValues;
  onSubmit: (values: PackageFormValues) => Promise<unknown>;
  onSaved?: (result: unknown) => void;
  onReload?: () => unknown;
}

const ADDON_OPTIONS = [
  { value: 'standard', label: 'Standard package' },
  { value: 'addon_standard', label: 'Add-on (needs a standard package)' },
  { value: 'addon_price', label: 'Add-on with a minimum cart total' },
];

/** A package: names, retail cost (USD), the add-on rule and its items picked from the product catalogue. */
export function PackageForm({ studioId, values, onSubmit, onSaved, onReload }: PackageFormProps) {
  const products = useCatalogProducts(studioId);
  const catalogItems = useStudioCatalogItems(studioId);
  return (
    <ResourceForm label="Package" schema={PackageFormSchema} values={values} onSubmit={onSubmit} onSaved={onSaved} onReload={onReload} successMessage="Package saved">
      {(form) => (
        <>
          <FormField control={form.control} name="name" label="Name">
            {(field) => <Input {...field} value={String(field.value)} maxLength={120} />}
          </FormField>
          <FormField control={form.control} name="altName" label="Name shown to parents (optional)">
            {(field) => <Input {...field} value={String(field.value)} maxLength={120} />}
          </FormField>
          <FormField control={form.control} name="altDescription" label="Description (optional)">
            {(field) => <Input.TextArea {...field} value={String(field.value)} maxLength={1000} rows={2} />}
          </FormField>
          <FormField control={form.control} name="retailCost" label="Retail cost (USD)">
            {(field) => <Input {...field} value={String(field.value)} inputMode="decimal" style={{ width: 200 }} />}
          </FormField>
          <FormField control={form.control} name="addonType" label="Package type">
            {({ ref: _ref, ...field }) => <Select {...field} value={String(field.value)} options={ADDON_OPTIONS} style={{ width: 320 }} />}
          </FormField>
          {form.watch('addonType') === 'addon_price' ? (
            <FormField control={form.control} name="requiredMinPrice" label="Minimum cart total (USD)">
              {(field) => <Input {...field} value={String(field.value)} inputMode="decimal" style={{ width: 200 }} />}
            </FormField>
          ) : null}
          <PackageItemsFields form={form} products={products.data ?? []} catalogItems={catalogItems.data?.resultItems ?? []} />
        </>
      )}
    </ResourceForm>
  );
}
