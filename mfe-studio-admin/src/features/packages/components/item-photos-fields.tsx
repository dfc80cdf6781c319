import { downloadKind } from '@shutterday/domain';
import { FormField } from '@shutterday/ui';
import { Button, Flex, Select, Typography } from 'antd';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { emptyPhoto, photoLabel, type PackageFormValues, type PhotoHolds } from '../package-form-values';
import { PhotoAreaFields } from './photo-area-fields';

const HOLDS_OPTIONS = [
  { value: 'child', label: "The child's photo (the parent chooses which)" },
  { value: 'group', label: 'The group photo (class or team)' },
];

/** The photos on an item's print: what each holds, with its own place or the item's; a download says what it delivers. */
export function ItemPhotosFields({ form, index }: { form: UseFormReturn<PackageFormValues>; index: number }) {
  const photos = useFieldArray({ control: form.control, name: `items.${index}.photos` });
  const kind = downloadKind(form.watch(`items.${index}.productCode`));
  const problem = form.formState.errors.items?.[index]?.photos?.root?.message ?? form.formState.errors.items?.[index]?.photos?.message;
  if (kind) {
    return (
      <Flex vertical gap={8}>
        <Typography.Text strong>Photo of the download</Typography.Text>
        <Typography.Text>{kind === 'one-photo' ? "One of the child's photos: the parent chooses which one this download delivers." : "Every photo of the child, as downloads: nothing to choose."}</Typography.Text>
      </Flex>
    );
  }
  return (
    <Flex vertical gap={8}>
      <Typography.Text strong>Photos on the print</Typography.Text>
      {photos.fields.map((photo, p) => (
        <Flex key={photo.id} vertical style={{ borderLeft: '3px solid #d9d9d9', paddingLeft: 12 }}>
          <Flex gap={8} align="flex-end">
            <FormField control={form.control} name={`items.${index}.photos.${p}.holds`} label={`Photo ${p + 1}: what goes here`}>
              {({ ref: _ref, ...field }) =>
                field.value === 'fixed' ? (
                  <Typography.Text>{`A fixed picture (${photoLabel('fixed', form.getValues(`items.${index}.photos.${p}.saved`))}), kept as it is`}</Typography.Text>
                ) : (
                  <Select {...field} value={field.value as PhotoHolds} options={HOLDS_OPTIONS} onChange={(value: PhotoHolds) => field.onChange(value)} style={{ width: 340 }} />
                )
              }
            </FormField>
            <Button onClick={() => photos.remove(p)} aria-label={`Remove photo ${p + 1}`} style={{ marginBottom: 16 }}>
              Remove
            </Button>
          </Flex>
          <PhotoAreaFields form={form} base={`items.${index}.photos.${p}.area`} label={`Photo ${p + 1}: place on the print`} wholeLabel="The usual place of the photos (below)" />
        </Flex>
      ))}
      {problem ? (
        <Typography.Text type="danger" role="alert">
          {problem}
        </Typography.Text>
      ) : null}
      <div>
        <Button onClick={() => photos.append(emptyPhoto())} disabled={photos.fields.length >= 10}>
          Add a photo
        </Button>
      </div>
    </Flex>
  );
}
