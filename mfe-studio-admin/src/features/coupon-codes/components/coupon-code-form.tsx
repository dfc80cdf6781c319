import { useStudioJobs } from '@shutterday/api-client/staff';
import { FormField, ResourceForm } from '@shutterday/ui';
import { Input, Select } from 'antd';
import { CouponFormSchema, type CouponFormValues } from '../coupon-form-values';

export interface CouponCodeFormProps {
  studioId: number;
  values: CouponFormValues;
  onSubmit: (values: CouponFormValues) => Promise<unknown>;
  onSaved?: (result: unknown) => void;
  onReload?: () => unknown;
}

/** A coupon code: percent or amount, validity dates (days of the studio's time zone), a use limit, studio-wide or for one job. */
export function CouponCodeForm({ studioId, values, onSubmit, onSaved, onReload }: CouponCodeFormProps) {
  const jobs = useStudioJobs(studioId);
  const jobOptions = [{ value: '', label: 'Every job of the studio' }, ...(jobs.data?.resultItems ?? []).map((job) => ({ value: String(job.id), label: job.name }))];
  return (
    <ResourceForm label="Coupon code" schema={CouponFormSchema} values={values} onSubmit={onSubmit} onSaved={onSaved} onReload={onReload} successMessage="Coupon code saved">
      {({ control, watch }) => (
        <>
          <FormField control={control} name="code" label="Code" help="What a parent types in the promo field, e.g. SAVE10">
            {(field) => <Input {...field} value={String(field.value)} maxLength={40} />}
          </FormField>
          <FormField control={control} name="discountType" label="Discount type">
            {({ ref: _ref, ...field }) => (
              <Select {...field} value={String(field.value)} options={[{ value: 'percent', label: 'Percent off' }, { value: 'amount', label: 'Amount off (USD)' }]} style={{ width: 200 }} />
            )}
          </FormField>
          <FormField control={control} name="value" label={watch('discountType') === 'percent' ? 'Percent' : 'Amount (USD)'}>
            {(field) => <Input {...field} value={String(field.value)} inputMode="decimal" style={{ width: 200 }} />}
          </FormField>
          <FormField control={control} name="startsAt" label="Valid from (optional)">
            {(field) => <Input {...field} value={String(field.value)} type="date" style={{ width: 200 }} />}
          </FormField>
          <FormField control={control} name="endsAt" label="Valid until (optional)">
            {(field) => <Input {...field} value={String(field.value)} type="date" style={{ width: 200 }} />}
          </FormField>
          <FormField control={control} name="maxUses" label="Maximum uses (optional)">
            {(field) => <Input {...field} value={String(field.value)} inputMode="numeric" style={{ width: 200 }} />}
          </FormField>
          <FormField control={control} name="jobId" label="Job">
            {({ ref: _ref, ...field }) => <Select {...field} value={String(field.value)} options={jobOptions} style={{ width: 320 }} />}
          </FormField>
        </>
      )}
    </ResourceForm>
  );
}
