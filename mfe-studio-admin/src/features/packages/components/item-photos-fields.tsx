import { FormField } from '@shutterday/ui';
import { Button, Flex, Input, Typography } from 'antd';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { emptyPhoto, type PackageFormValues } from '../package-form-values';
import { PhotoAreaFields } from './photo-area-fields';

/** The photos on an item's print: each named for the studio, with its own place or the item's. */
export function ItemPhotosFields({ form, index }: { form: UseFormReturn<PackageFormValues>; index: number }) {
  const photos = useFieldArray({ control: form.control, name: `items.${index}.photos` });
  return (
    <Flex vertical gap={8}>
      <Typography.Text strong>Photos on the print</Typography.Text>
      {photos.fields.map((photo, p) => (
        <Flex key={photo.id} vertical style={{ borderLeft: '3px solid #d9d9d9', paddingLeft: 12 }}>
          <Flex gap={8} align="flex-end">
            <FormField control={form.control} name={`items.${index}.photos.${p}.name`} label={`Photo ${p + 1}: label`}>
              {(field) => <Input {...field} value={String(field.value)} style={{ width: 220 }} />}
            </FormField>
            <Button onClick={() => photos.remove(p)} aria-label={`Remove photo ${p + 1}`} style={{ marginBottom: 16 }}>
              Remove
            </Button>
          </Flex>
          <PhotoAreaFields form={form} base={`items.${index}.photos.${p}.area`} label={`Photo ${p + 1}: place on the print`} wholeLabel="The usual place of the photos (below)" />
        </Flex>
      ))}
      {photos.fields.length === 0 ? <Typography.Text type="secondary">No photo place: parents choose no photo for this print.</Typography.Text> : null}
      <div>
        <Button onClick={() => photos.append(emptyPhoto(photos.fields.length))} disabled={photos.fields.length >= 10}>
          Add a photo
        </Button>
      </div>
    </Flex>
  );
}
