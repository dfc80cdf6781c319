import { formatBasisPoints, PLATFORM_SETTINGS } from '@shutterday/domain/staff';
import { FormField, ResourceForm } from '@shutterday/ui';
import { Input } from 'antd';
import { ConfigurationFormSchema, type ConfigurationFormValues } from '../configuration-form-values';

export interface ConfigurationFormProps {
  values: ConfigurationFormValues;
  onSubmit: (values: ConfigurationFormValues) => Promise<unknown>;
  onReload: () => unknown;
}

/** The platform's settings, each with what it does. */
export function ConfigurationForm({ values, onSubmit, onReload }: ConfigurationFormProps) {
  return (
    <ResourceForm label="Configuration" schema={ConfigurationFormSchema} values={values} onSubmit={onSubmit} onReload={onReload} successMessage="Configuration saved">
      {({ control }) => (
        <FormField
          control={control}
          name="commissionRate"
          label="Platform commission (%)"
          help={`The platform's share of each studio's net sales (goods and services after discounts and refunds; shipping and tax left out), as the Commissions report computes it. At most 2 decimals; ${formatBasisPoints(PLATFORM_SETTINGS.commissionRateBasisPoints.defaultValue)} until one is saved.`}
        >
          {(field) => <Input {...field} value={String(field.value)} inputMode="decimal" suffix="%" style={{ width: 160 }} />}
        </FormField>
      )}
    </ResourceForm>
  );
}
