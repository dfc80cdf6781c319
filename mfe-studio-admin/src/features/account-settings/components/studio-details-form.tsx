import { useStudioDetails, useUpdateStudio } from '@shutterday/api-client/staff';
import { MESSAGES, timeZoneNames, type StudioDetails } from '@shutterday/domain';
import { FormField, QueryState, ResourceForm } from '@shutterday/ui';
import { Input, Select } from 'antd';
import { useMemo } from 'react';
import * as v from 'valibot';

/** The form's values: every text a string ('' for none), the same bounds as the server's PATCH. */
const DetailsForm = v.object({
  name: v.pipe(v.string(), v.maxLength(120, 'Use at most 120 characters'), v.trim(), v.nonEmpty(MESSAGES.required)),
  email: v.pipe(v.string(), v.maxLength(254, 'Use at most 254 characters'), v.trim(), v.check((s) => s === '' || v.is(v.pipe(v.string(), v.email()), s), MESSAGES.email)),
  phone: v.pipe(v.string(), v.maxLength(40, 'Use at most 40 characters'), v.trim()),
  timeZone: v.pipe(v.string(), v.nonEmpty(MESSAGES.required)),
});
type DetailsValues = v.InferOutput<typeof DetailsForm>;

/** The studio's name, how parents reach it and its time zone (PATCH /api/studioadmin/studios/{id}; needs a studio write permission). */
export function StudioDetailsForm({ studioId }: { studioId: number }) {
  const studio = useStudioDetails(studioId);
  const save = useUpdateStudio(studioId);
  const zones = useMemo(() => timeZoneNames().map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') })), []);
  return (
    <QueryState query={studio} errorTitle="We couldn't load the studio" loadingLabel="Loading the studio…">
      {({ name, email, phone, timeZone }: StudioDetails) => (
        <ResourceForm<DetailsValues>
          label="Studio details"
          schema={DetailsForm}
          values={{ name, email: email ?? '', phone: phone ?? '', timeZone }}
          onSubmit={(values) => save.mutateAsync({ name: values.name, email: values.email || null, phone: values.phone || null, timeZone: values.timeZone })}
          successMessage="Studio details saved"
        >
          {({ control }) => (
            <>
              <FormField control={control} name="name" label="Studio name">
                {(field) => <Input {...field} value={String(field.value)} autoComplete="organization" maxLength={120} />}
              </FormField>
              <FormField control={control} name="email" label="Studio e-mail">
                {(field) => <Input {...field} value={String(field.value)} type="email" autoComplete="email" maxLength={254} />}
              </FormField>
              <FormField control={control} name="phone" label="Studio phone">
                {(field) => <Input {...field} value={String(field.value)} type="tel" autoComplete="tel" maxLength={40} />}
              </FormField>
              <FormField control={control} name="timeZone" label="Time zone" help="Your days end at midnight here: a prepay window's last day, a coupon's or promotion's dates.">
                {(field) => <Select {...field} value={String(field.value)} options={zones} showSearch optionFilterProp="label" style={{ maxWidth: 320 }} />}
              </FormField>
            </>
          )}
        </ResourceForm>
      )}
    </QueryState>
  );
}
