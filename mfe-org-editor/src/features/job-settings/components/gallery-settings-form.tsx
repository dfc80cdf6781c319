import { dayIn } from '@shutterday/domain';
import { ResourceForm } from '@shutterday/ui';
import { Typography } from 'antd';
import { useMemo } from 'react';
import { fromGallery, galleryForm, toGallery } from '../form-values';
import type { SettingsFormProps } from './settings-form-props';
import { CheckField, DayField, TextField } from './setting-fields';

interface GallerySettingsFormProps extends SettingsFormProps<'gallery'> {
  /** The studio's time zone: where the closing day of online ordering ends (UTC until the studio sets one). */
  timeZone?: string;
}

/** gallery: gallery ordering, yearbook pose selection and its last day, and the last day of online ordering. */
export function GallerySettingsForm({ settings, save, onReload, timeZone = 'UTC' }: GallerySettingsFormProps) {
  const today = dayIn(new Date(), timeZone);
  const schema = useMemo(() => galleryForm(settings.orderingClosesOn, today), [settings.orderingClosesOn, today]);
  return (
    <>
      {settings.enableYearBookPoseSelection && settings.isYearBookPoseSelectionExpired ? (
        <Typography.Paragraph>Yearbook pose selection has ended for this job.</Typography.Paragraph>
      ) : null}
      <ResourceForm label="Gallery settings" schema={schema} values={fromGallery(settings)} onSubmit={(values) => save(toGallery(values, settings.recordVersion))} onReload={onReload} successMessage="Gallery settings saved">
        {({ control }) => (
          <>
            <CheckField control={control} name="galleryAvailable" label="Gallery" text="Parents can order from the photos after picture day" />
            <CheckField control={control} name="enableYearBookPoseSelection" label="Yearbook pose selection" text="Parents choose the yearbook pose" />
            <TextField control={control} name="poseSelectionEndsOn" label="Last day of pose selection" type="date" help="Needed when pose selection is on" />
            <DayField
              control={control}
              name="orderingClosesOn"
              label="Online ordering closes on (optional)"
              help={`Parents can order online until midnight at the end of this day, in the studio's time zone (${timeZone}). Parents with photos get a reminder three days before. Blank: ordering stays open.`}
            />
          </>
        )}
      </ResourceForm>
    </>
  );
}
