import { useOrganizationNameCheck } from '@shutterday/api-client/staff';
import { useEffect, useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Input, Radio, Typography } from 'antd';
import { type Organization } from '@shutterday/domain';
import { OrganizationFormInput, type OrganizationCreate as OrganizationValues } from '@shutterday/domain/staff';
import { useDebouncedValue } from '../debounce/use-debounced-value';
import { FormField } from '../form-field/form-field';
import { ResourceForm } from '../admin-kit/resource-form';

const NAME_CHECK_DELAY_MS = 400;

const emptyAddress = { line1: '', line2: '', city: '', state: '', postalCode: '', country: '' };

/** The form's values for a record (or a new one): every text a string, the contact always present. */
export function organizationFormValues(organization?: Organization | null): OrganizationValues {
  const contact = organization?.contact;
  const text = (value: string | null | undefined) => value ?? '';
  return {
    name: organization?.name ?? '',
    type: organization?.type ?? 'school',
    contact: {
      name: text(contact?.name),
      email: text(contact?.email),
      phone: text(contact?.phone),
      address: contact ? Object.fromEntries(Object.entries(contact.address).map(([key, value]) => [key, text(value)])) as typeof emptyAddress : emptyAddress,
    },
  };
}

export interface OrganizationFormProps {
  studioId: number;
  /** The organization being edited; absent for a new one. */
  organization?: Organization | null;
  onSubmit: (values: OrganizationValues) => Promise<unknown>;
  onSaved?: (result: unknown) => void;
  onReload?: () => unknown;
  submitLabel?: string;
}

const ADDRESS_FIELDS = [
  ['line1', 'Address line 1', 'address-line1'],
  ['line2', 'Address line 2', 'address-line2'],
  ['city', 'City', 'address-level2'],
  ['state', 'State', 'address-level1'],
  ['postalCode', 'ZIP code', 'postal-code'],
  ['country', 'Country', 'country-name'],
] as const;

/**
 * Create or edit an organization (spec §3): name (checked as you type, spec §5), type sport or school, and
 * a contact that the server keeps only when an address field has a value.
 */
export function OrganizationForm({ studioId, organization, onSubmit, onSaved, onReload, submitLabel }: OrganizationFormProps) {
  const values = useMemo(() => organizationFormValues(organization), [organization]);
  const [nameTaken, setNameTaken] = useState(false);
  return (
    <ResourceForm<OrganizationValues>
      label={organization ? `Organization ${organization.name}` : 'New organization'}
      schema={OrganizationFormInput as never}
      values={values}
      onSubmit={onSubmit}
      onSaved={onSaved}
      onReload={onReload}
      submitLabel={submitLabel}
      successMessage={organization ? 'Organization saved' : 'Organization created'}
      blocked={nameTaken}
    >
      {({ control }) => (
        <>
          <NameField studioId={studioId} organizationId={organization?.id} control={control} onTakenChange={setNameTaken} />
          <FormField control={control} name="type" label="Type">
            {(field) => (
              <Radio.Group
                id={field.id}
                value={field.value}
                onChange={(event) => field.onChange(event.target.value)}
                options={[{ value: 'school', label: 'School' }, { value: 'sport', label: 'Sport' }]}
                aria-label="Type"
              />
            )}
          </FormField>
          {/* Level 2 follows any page heading in order (the form is also in a dialog, after the page's headings). */}
          <Typography.Title level={2} style={{ fontSize: 16 }}>
            Contact
          </Typography.Title>
          <Typography.Paragraph type="secondary">Kept only with an address: a contact typed without one is pointed out when you save.</Typography.Paragraph>
          <FormField control={control} name="contact.name" label="Contact name">
            {(field) => <Input {...field} value={String(field.value)} autoComplete="name" maxLength={120} />}
          </FormField>
          <FormField control={control} name="contact.email" label="Contact e-mail">
            {(field) => <Input {...field} value={String(field.value)} type="email" autoComplete="email" maxLength={254} />}
          </FormField>
          <FormField control={control} name="contact.phone" label="Contact phone">
            {(field) => <Input {...field} value={String(field.value)} type="tel" autoComplete="tel" maxLength={30} />}
          </FormField>
          {ADDRESS_FIELDS.map(([key, label, autoComplete]) => (
            <FormField key={key} control={control} name={`contact.address.${key}`} label={label}>
              {(field) => <Input {...field} value={String(field.value)} autoComplete={autoComplete} maxLength={120} />}
            </FormField>
          ))}
        </>
      )}
    </ResourceForm>
  );
}

type NameFieldProps = {
  studioId: number;
  organizationId?: number;
  control: Parameters<typeof FormField<OrganizationValues>>[0]['control'];
  /** Told whether the name is taken, so the form can hold Save until it is changed. */
  onTakenChange: (taken: boolean) => void;
};

/** The name with the server's check as you type (spec §5), after a short pause. */
function NameField({ studioId, organizationId, control, onTakenChange }: NameFieldProps) {
  const name = useWatch({ control, name: 'name' }) ?? '';
  const settled = useDebouncedValue(name.trim(), NAME_CHECK_DELAY_MS);
  const check = useOrganizationNameCheck(studioId, settled, organizationId);
  const taken = check.data && !check.data.valid && settled === name.trim() ? check.data.message : null;
  useEffect(() => onTakenChange(taken !== null), [taken, onTakenChange]);
  return (
    <FormField control={control} name="name" label="Name" help={taken ? undefined : 'The name parents see.'}>
      {(field) => (
        <>
          <Input {...field} value={String(field.value)} maxLength={120} status={field.status ?? (taken ? 'error' : undefined)} aria-invalid={field['aria-invalid'] ?? (taken ? true : undefined)} />
          {taken ? (
            <small role="alert" style={{ display: 'block', color: '#cf1322', marginTop: 4 }}>
              {taken}
            </small>
          ) : null}
        </>
      )}
    </FormField>
  );
}
