import { productsResource } from '@shutterday/api-client/staff';
import { productName } from '@shutterday/domain';
import { TEXT_SOURCES } from '@shutterday/domain/staff';
import { FormField, PrintLayoutDrawing, ResourceForm } from '@shutterday/ui';
import { Button, Flex, Input, Select, Typography } from 'antd';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { CatalogItemFormSchema, placeOf, type CatalogItemFormValues } from '../catalog-item-form-values';

const PLACE_HELP = 'Four numbers in % of the print: from the left, from the top, width and height (e.g. 5 5 90 70). Leave it empty for the whole print.';
const SOURCE_OPTIONS = TEXT_SOURCES.map(({ value, label }) => ({ value, label }));

function Drawing({ form }: { form: UseFormReturn<CatalogItemFormValues> }) {
  const values = form.watch();
  const fallback = placeOf(values.positionCoords);
  return <PrintLayoutDrawing productCode={values.productCode} photos={values.photos.map((photo, i) => ({ label: photo.name || `Photo ${i + 1}`, area: placeOf(photo.positionCoords) ?? fallback }))} texts={values.texts.map((text) => text.name)} />;
}

function Fields({ form }: { form: UseFormReturn<CatalogItemFormValues> }) {
  const { control } = form;
  const products = productsResource.useList(undefined, { page: 1, pageSize: 200 });
  const photos = useFieldArray({ control, name: 'photos' });
  const texts = useFieldArray({ control, name: 'texts' });
  const textValues = form.watch('texts');
  const productOptions = (products.data?.resultItems ?? []).filter((product) => !product.digital).map((product) => ({ value: product.code, label: productName(product.code) }));
  return (
    <Flex gap={24} wrap align="flex-start">
      <div style={{ flex: '1 1 420px' }}>
        <FormField control={control} name="name" label="Name">
          {(field) => <Input {...field} value={String(field.value)} maxLength={120} />}
        </FormField>
        <FormField control={control} name="productCode" label="Product (its size)">
          {({ ref: _ref, ...field }) => <Select {...field} value={String(field.value) || undefined} placeholder="Pick a printed product" showSearch optionFilterProp="label" options={productOptions} loading={products.isPending} style={{ width: 320 }} />}
        </FormField>
        <Typography.Text strong>Photos on the print</Typography.Text>
        {photos.fields.map((photo, i) => (
          <Flex key={photo.id} gap={8} wrap align="flex-end">
            <FormField control={control} name={`photos.${i}.name`} label={`Photo ${i + 1}: label`}>
              {(field) => <Input {...field} value={String(field.value)} style={{ width: 180 }} />}
            </FormField>
            <FormField control={control} name={`photos.${i}.positionCoords`} label={`Photo ${i + 1}: place`}>
              {(field) => <Input {...field} value={String(field.value ?? '')} onChange={(event) => field.onChange(event.target.value || null)} placeholder="the usual place" style={{ width: 180 }} />}
            </FormField>
            <Button onClick={() => photos.remove(i)} aria-label={`Remove photo ${i + 1}`} style={{ marginBottom: 16 }}>
              Remove
            </Button>
          </Flex>
        ))}
        <Button onClick={() => photos.append({ name: `Photo ${photos.fields.length + 1}`, positionCoords: null })} disabled={photos.fields.length >= 10} style={{ marginBottom: 16 }}>
          Add a photo
        </Button>
        <FormField control={control} name="positionCoords" label="Usual place of the photos" help={PLACE_HELP}>
          {(field) => <Input {...field} value={String(field.value ?? '')} onChange={(event) => field.onChange(event.target.value || null)} placeholder="the whole print" style={{ width: 240 }} />}
        </FormField>
        <Typography.Text strong>Text on the print</Typography.Text>
        {texts.fields.map((text, i) => (
          <Flex key={text.id} gap={8} wrap align="flex-end">
            <FormField control={control} name={`texts.${i}.name`} label={`Text ${i + 1}: label`}>
              {(field) => <Input {...field} value={String(field.value)} style={{ width: 160 }} />}
            </FormField>
            <FormField control={control} name={`texts.${i}.source`} label={`Text ${i + 1}: says`}>
              {({ ref: _ref, ...field }) => <Select {...field} value={field.value as string} options={SOURCE_OPTIONS} style={{ width: 260 }} />}
            </FormField>
            {textValues[i]?.source === 'field' ? (
              <FormField control={control} name={`texts.${i}.field`} label={`Text ${i + 1}: data field`}>
                {(field) => <Input {...field} value={String(field.value)} style={{ width: 160 }} />}
              </FormField>
            ) : null}
            <Button onClick={() => texts.remove(i)} aria-label={`Remove text ${i + 1}`} style={{ marginBottom: 16 }}>
              Remove
            </Button>
          </Flex>
        ))}
        <Button onClick={() => texts.append({ name: 'Name', source: 'fullName', field: '' })} disabled={texts.fields.length >= 10} style={{ marginBottom: 16 }}>
          Add a text
        </Button>
        <FormField control={control} name="tags" label="Tags" help="What the item is for, so studios find it (e.g. wallet, team, yearbook); up to 10.">
          {({ ref: _ref, ...field }) => <Select {...field} mode="tags" value={field.value as string[]} tokenSeparators={[',']} style={{ maxWidth: 420 }} open={false} />}
        </FormField>
      </div>
      <Drawing form={form} />
    </Flex>
  );
}

export interface CatalogItemFormProps {
  values: CatalogItemFormValues;
  onSubmit: (values: CatalogItemFormValues) => Promise<unknown>;
  onSaved?: (result: unknown) => void;
  onReload?: () => unknown;
}

/** A catalogue item: its product, the photos' places and the texts on its print, drawn as they are typed, and its tags. */
export function CatalogItemForm({ values, onSubmit, onSaved, onReload }: CatalogItemFormProps) {
  return (
    <ResourceForm label="Catalog item" schema={CatalogItemFormSchema as never} values={values} onSubmit={onSubmit} onSaved={onSaved} onReload={onReload} successMessage="Catalog item saved">
      {(form) => <Fields form={form as UseFormReturn<CatalogItemFormValues>} />}
    </ResourceForm>
  );
}
