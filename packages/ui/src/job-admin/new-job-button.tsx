import { useCreateJob, useOrganizationJobDefaults, useOrganizations } from '@shutterday/api-client/staff';
import { MESSAGES, type Job } from '@shutterday/domain';
import { CalendarDay, JobCreate, type JobCreate as JobInput } from '@shutterday/domain/staff';
import { Button, Checkbox, Input, Modal, Select } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import * as v from 'valibot';
import { ResourceForm } from '../admin-kit/resource-form';
import { useConfirm } from '../confirm/use-confirm';
import { FormField } from '../form-field/form-field';
import { DISCARD_CHANGES_CONFIRM } from '../unsaved-changes/discard-changes-confirm';
import { hasUnsavedChanges } from '../unsaved-changes/unsaved-changes-registry';
import { useWriteAccess } from '../admin-kit/write-access';

/** The dialog's fields: the picture day as the date input's text ('' for none). */
type NewJobValues = Omit<JobInput, 'pictureDay'> & { pictureDay: string; organizationId: number | null };

/** The dialog's schema: the job (an empty picture day is none), plus its organization when the dialog asks for one. */
const NewJobSchema = v.object({
  ...JobCreate.entries,
  pictureDay: v.pipe(v.union([v.literal(''), CalendarDay], 'This is not a valid date'), v.transform((day) => day || null)),
  organizationId: v.pipe(v.nullable(v.number()), v.check((id) => id !== null, MESSAGES.required)),
});

export interface NewJobButtonProps {
  studioId: number;
  /** The organization the job belongs to; without it the dialog asks for one. */
  organizationId?: number;
  /** Called with the new job (e.g. to open it). */
  onCreated?: (job: Job) => void;
}

/** "New job": name, picture day, prepay and gallery in a dialog; a new job starts unpublished. */
export function NewJobButton({ studioId, organizationId, onCreated }: NewJobButtonProps) {
  const [open, setOpen] = useState(false);
  const writable = useWriteAccess().allowed;
  const confirm = useConfirm();
  // Escape, the close button and a click beside the dialog all ask first when something was typed; one
  // question at a time (Escape reaches the dialog once per open layer).
  const asking = useRef(false);
  const cancel = async () => {
    if (asking.current) return;
    asking.current = true;
    try {
      if (hasUnsavedChanges() && !(await confirm(DISCARD_CHANGES_CONFIRM))) return;
      setOpen(false);
    } finally {
      asking.current = false;
    }
  };
  const create = useCreateJob(studioId);
  // Fetched with the button, so the dialog opens with the boxes already ticked as the organization's defaults.
  // The dialog's starting values are fixed when it opens: defaults that arrive later are ticked by
  // FlagsFromDefaults, and never reset the form under what was typed.
  const defaults = useOrganizationJobDefaults(studioId, organizationId ?? 0, { enabled: organizationId !== undefined }).data;
  const [values, setValues] = useState<NewJobValues | null>(null);
  const openDialog = () => {
    setValues({
      name: '', pictureDay: '', prepayAvailable: defaults?.prepay.available ?? false, galleryAvailable: defaults?.gallery.available ?? false, organizationId: organizationId ?? null,
    });
    setOpen(true);
  };
  if (!writable) return null;
  return (
    <>
      <Button type="primary" onClick={openDialog}>
        New job
      </Button>
      <Modal title="New job" open={open && values !== null} onCancel={() => void cancel()} footer={null} destroyOnHidden width={520}>
        {values ? (
        <ResourceForm<NewJobValues>
          label="New job"
          schema={NewJobSchema as never}
          values={values}
          submitLabel="Create job"
          successMessage="Job created"
          // The resolver hands over the schema's output: pictureDay is a day or null.
          onSubmit={({ organizationId: chosen, ...input }) => create.mutateAsync({ organizationId: chosen!, input: input as unknown as JobInput })}
          onSaved={(job) => {
            setOpen(false);
            onCreated?.(job as Job);
          }}
        >
          {(form) => (
            <>
              {organizationId === undefined ? <OrganizationPicker studioId={studioId} control={form.control} /> : null}
              <FlagsFromDefaults studioId={studioId} form={form} organizationId={organizationId} />
              <FormField control={form.control} name="name" label="Name" help="The name parents see.">
                {(field) => <Input {...field} value={String(field.value)} maxLength={120} />}
              </FormField>
              <FormField control={form.control} name="pictureDay" label="Picture day">
                {(field) => <Input {...field} value={String(field.value ?? '')} type="date" />}
              </FormField>
              <FormField control={form.control} name="prepayAvailable" label="Prepay" help={DEFAULTS_HELP}>
                {(field) => (
                  <Checkbox id={field.id} checked={Boolean(field.value)} onChange={(event) => field.onChange(event.target.checked)}>
                    Parents can pre-order before picture day
                  </Checkbox>
                )}
              </FormField>
              <FormField control={form.control} name="galleryAvailable" label="Gallery" help={DEFAULTS_HELP}>
                {(field) => (
                  <Checkbox id={field.id} checked={Boolean(field.value)} onChange={(event) => field.onChange(event.target.checked)}>
                    Parents can order from the photo gallery
                  </Checkbox>
                )}
              </FormField>
            </>
          )}
        </ResourceForm>
        ) : null}
      </Modal>
    </>
  );
}

const DEFAULTS_HELP = "Ticked as the organization's defaults for new jobs; its other defaults (dates, yearbook pose) apply too.";

/**
 * The organization's defaults for new jobs tick the two boxes once for each organization (the one the dialog
 * is for, or each one chosen in it), whenever they arrive: a box the user already changed is left as it is,
 * and nothing else typed is touched.
 */
function FlagsFromDefaults({ studioId, form, organizationId: fixed }: { studioId: number; form: UseFormReturn<NewJobValues>; organizationId?: number }) {
  const chosen = useWatch({ control: form.control, name: 'organizationId' });
  const organizationId = fixed ?? chosen ?? null;
  const defaults = useOrganizationJobDefaults(studioId, organizationId ?? 0, { enabled: organizationId !== null });
  const appliedFor = useRef<number | null>(null);
  const { setValue, getFieldState } = form;
  useEffect(() => {
    if (!defaults.data || organizationId === null || appliedFor.current === organizationId) return;
    appliedFor.current = organizationId;
    if (!getFieldState('prepayAvailable').isDirty) setValue('prepayAvailable', defaults.data.prepay.available);
    if (!getFieldState('galleryAvailable').isDirty) setValue('galleryAvailable', defaults.data.gallery.available);
  }, [defaults.data, organizationId, setValue, getFieldState]);
  return null;
}

type PickerProps = { studioId: number; control: Parameters<typeof FormField<NewJobValues>>[0]['control'] };

/** The organization of a job created from the studio's jobs list (searched by name, 50 at a time). */
function OrganizationPicker({ studioId, control }: PickerProps) {
  const [search, setSearch] = useState('');
  const organizations = useOrganizations(studioId, { search: search || undefined });
  const options = (organizations.data?.resultItems ?? []).map((org) => ({ value: org.id, label: org.name }));
  return (
    <FormField control={control} name="organizationId" label="Organization">
      {(field) => (
        <Select
          id={field.id}
          aria-label="Organization"
          showSearch={{ filterOption: false, onSearch: setSearch }}
          loading={organizations.isFetching}
          value={typeof field.value === 'number' ? field.value : undefined}
          onChange={(value: number) => field.onChange(value)}
          options={options}
          placeholder="Choose an organization"
          status={field.status}
        />
      )}
    </FormField>
  );
}
