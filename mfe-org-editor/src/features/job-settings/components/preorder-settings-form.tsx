import { ResourceForm } from '@shutterday/ui';
import { fromPreorder, PreorderForm, toPreorder } from '../form-values';
import type { SettingsFormProps } from './settings-form-props';
import { CheckField, TextField } from './setting-fields';

/** preorder: prepay available, imported data, and the days parents may preorder (the studio's days; blank = open). */
export function PreorderSettingsForm({ settings, save, onReload }: SettingsFormProps<'preorder'>) {
  return (
    <ResourceForm label="Preorder settings" schema={PreorderForm} values={fromPreorder(settings)} onSubmit={(values) => save(toPreorder(values, settings.recordVersion))} onReload={onReload} successMessage="Preorder settings saved">
      {({ control }) => (
        <>
          <CheckField control={control} name="prepayAvailable" label="Prepay" text="Parents can preorder before picture day" />
          <CheckField control={control} name="importedData" label="Imported data" text="Preorders use the imported roster data" />
          <TextField control={control} name="opensOn" label="Preorders open on (optional)" type="date" />
          <TextField control={control} name="closesOn" label="Last day of preorders (optional)" type="date" help="Parents can order until midnight at the end of this day, in the studio's time zone (Settings, Studio details)." />
        </>
      )}
    </ResourceForm>
  );
}
