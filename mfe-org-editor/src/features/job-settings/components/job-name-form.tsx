import { ResourceForm } from '@shutterday/ui';
import * as v from 'valibot';
import { fromGeneral, GeneralForm, toGeneral } from '../form-values';
import type { SettingsFormProps } from './settings-form-props';
import { TextField } from './setting-fields';

const NameForm = v.pick(GeneralForm, ['name', 'pictureDay']);

/** The overview's edit in place: name and picture day; the rest of the general tab is sent back as read. */
export function JobNameForm({ settings, save, onReload }: SettingsFormProps<'general'>) {
  const current = fromGeneral(settings);
  return (
    <ResourceForm
      label="Edit the job"
      schema={NameForm}
      values={{ name: current.name, pictureDay: current.pictureDay }}
      onSubmit={(values) => save(toGeneral({ ...current, ...values }, settings.recordVersion))}
      onReload={onReload}
      successMessage="Job saved"
    >
      {({ control }) => (
        <>
          <TextField control={control} name="name" label="Job name" />
          <TextField control={control} name="pictureDay" label="Picture day" type="date" />
        </>
      )}
    </ResourceForm>
  );
}
