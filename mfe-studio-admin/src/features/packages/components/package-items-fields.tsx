import { productName, type CatalogProduct } from '@shutterday/domain';
import { productLayout, type CatalogItemRecord } from '@shutterday/domain/staff';
import { FormField, PrintLayoutDrawing } from '@shutterday/ui';
import { Button, Card, Flex, Input, Select } from 'antd';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { areaOf, emptyItem, emptyPhoto, itemFromCatalog, photoLabel, type PackageFormValues } from '../package-form-values';
import { ItemPhotosFields } from './item-photos-fields';
import { ItemTextsFields } from './item-texts-fields';
import { PhotoAreaFields } from './photo-area-fields';

/** The item's print as a picture, following what is typed. */
function ItemDrawing({ form, index }: { form: UseFormReturn<PackageFormValues>; index: number }) {
  const item = form.watch(`items.${index}`);
  const fallback = areaOf(item.area);
  return (
    <PrintLayoutDrawing
      productCode={item.productCode}
      photos={item.photos.map((photo) => ({ label: photoLabel(photo.holds, photo.saved), area: photo.area.whole ? fallback : areaOf(photo.area) }))}
      texts={item.texts.map((text) => text.name)}
    />
  );
}

/** The items of a package, each a product of the catalogue with the photos and texts on its print. */
export function PackageItemsFields({ form, products, catalogItems = [] }: { form: UseFormReturn<PackageFormValues>; products: CatalogProduct[]; catalogItems?: CatalogItemRecord[] }) {
  const { control } = form;
  const items = useFieldArray({ control, name: 'items' });
  const catalogOptions = catalogItems.map((item) => ({ value: item.id, label: `${item.name} — ${productName(item.productCode)}${item.tags.length ? ` · ${item.tags.join(', ')}` : ''}` }));
  const productOptions = products.map((product) => ({ value: product.code, label: productName(product.code) }));
  return (
    <Flex vertical gap={12} style={{ marginBottom: 16 }}>
      {items.fields.map((item, index) => (
        <Card key={item.id} size="small" title={`Item ${index + 1}`} extra={items.fields.length > 1 ? <Button onClick={() => items.remove(index)} aria-label={`Remove item ${index + 1}`}>Remove</Button> : null}>
          {catalogOptions.length ? (
            <Flex vertical gap={4} style={{ marginBottom: 16 }}>
              <label htmlFor={`catalog-start-${item.id}`} style={{ fontWeight: 500 }}>
                Start from a catalogue item (optional)
              </label>
              <Select
                id={`catalog-start-${item.id}`}
                value={null}
                placeholder="Search by name, product or tag"
                showSearch
                optionFilterProp="label"
                options={catalogOptions}
                onChange={(id: number) => {
                  const picked = catalogItems.find((entry) => entry.id === id);
                  if (picked) form.setValue(`items.${index}`, itemFromCatalog(picked, form.getValues(`items.${index}.quantity`)), { shouldDirty: true });
                }}
                style={{ width: 420 }}
              />
            </Flex>
          ) : null}
          <FormField control={control} name={`items.${index}.productCode`} label="Product">
            {({ ref: _ref, ...field }) => (
              <Select
                {...field}
                value={String(field.value) || undefined}
                placeholder="Pick a product"
                showSearch
                optionFilterProp="label"
                options={productOptions}
                onChange={(code: string) => {
                  field.onChange(code);
                  // A print is made of a photo: a new print starts with the child's.
                  if (productLayout(code) && form.getValues(`items.${index}.photos`).length === 0) form.setValue(`items.${index}.photos`, [emptyPhoto()], { shouldDirty: true });
                  if (!form.getValues(`items.${index}.name`)) form.setValue(`items.${index}.name`, productName(code));
                }}
                style={{ width: 320 }}
              />
            )}
          </FormField>
          <FormField control={control} name={`items.${index}.name`} label="Item name">
            {(field) => <Input {...field} value={String(field.value)} />}
          </FormField>
          <FormField control={control} name={`items.${index}.quantity`} label="Quantity">
            {(field) => <Input {...field} value={String(field.value)} inputMode="numeric" style={{ width: 120 }} />}
          </FormField>
          <Flex gap={24} wrap align="flex-start">
            <Flex vertical gap={12} style={{ flex: '1 1 420px' }}>
              <ItemPhotosFields form={form} index={index} />
              <ItemTextsFields form={form} index={index} />
              <PhotoAreaFields form={form} base={`items.${index}.area`} label="Usual place of the photos" wholeLabel="The whole print" />
            </Flex>
            <ItemDrawing form={form} index={index} />
          </Flex>
        </Card>
      ))}
      <div>
        <Button onClick={() => items.append(emptyItem())} disabled={items.fields.length >= 20}>
          Add an item
        </Button>
      </div>
    </Flex>
  );
}
