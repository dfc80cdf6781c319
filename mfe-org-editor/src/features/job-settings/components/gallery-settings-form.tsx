import { ResourceForm } from '@shutterday/ui';
import { Typography } from 'antd';
import { fromGallery, GalleryForm, toGallery } from '../form-values';
import type { SettingsFormProps } from './settings-form-props';
import { CheckField, TextField } from './setting-fields';

/** gallery: gallery ordering, yearbook pose selection and its last day. */
export function GallerySettingsForm({ settings, save, onReload }: SettingsFormProps<'gallery'>) {
  return (
    <>
      {settings.enableYearBookPoseSelection && settings.isYearBookPoseSelectionExpired ? (
        <Typography.Paragraph>Yearbook pose selection has ended for this job.</Typography.Paragraph>
      ) : null}
      <ResourceForm label="Gallery settings" schema={GalleryForm} values={fromGallery(settings)} onSubmit={(values) => save(toGallery(values, settings.recordVersion))} onReload={onReload} successMessage="Gallery settings saved">
        {({ control }) => (
          <>
            <CheckField control={control} name="galleryAvailable" label="Gallery" text="Parents can order from the photos after picture day" />
            <CheckField control={control} name="enableYearBookPoseSelection" label="Yearbook pose selection" text="Parents choose the yearbook pose" />
            <TextField control={control} name="poseSelectionEndsOn" label="Last day of pose selection" type="date" help="Needed when pose selection is on" />
          </>
        )}
      </ResourceForm>
    </>
  );
}
