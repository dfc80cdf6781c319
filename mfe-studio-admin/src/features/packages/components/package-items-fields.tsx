import type { CatalogProduct } from '@shutterday/domain';
import { FormField } from '@shutterday/ui';
import { Button, Card, Flex, Input, Select } from 'antd';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { emptyItem, type PackageFormValues } from '../package-form-values';

/** The items of a package, each a product of the catalogue with its position and nodes. */
export function PackageItemsFields({ form, products }: { form: UseFormReturn<PackageFormValues>; products: CatalogProduct[] }) {
  const { control } = form;
  const items = useFieldArray({ control, name: 'items' });
  const productOptions = products.map((product) => ({ value: product.code, label: `${product.name} (${product.code})` }));
  return (
    <Flex vertical gap={12} style={{ marginBottom: 16 }}>
      {items.fields.map((item, index) => (
        <Card key={item.id} size="small" title={`Item ${index + 1}`} extra={items.fields.length > 1 ? <Button onClick={() => items.remove(index)} aria-label={`Remove item ${index + 1}`}>Remove</Button> : null}>
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
                  if (!form.getValues(`items.${index}.name`)) form.setValue(`items.${index}.name`, products.find((p) => p.code === code)?.name ?? code);
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
          <FormField control={control} name={`items.${index}.positionCoords`} label="Position (optional)" help="x,y,width,height on the print layout">
            {(field) => <Input {...field} value={String(field.value)} />}
          </FormField>
          <FormField control={control} name={`items.${index}.imageNodes`} label="Image nodes (optional)" help="Names, comma separated, e.g. image1, group1">
            {(field) => <Input {...field} value={String(field.value)} />}
          </FormField>
          <FormField control={control} name={`items.${index}.textNodes`} label="Text nodes (optional)" help="name:dataSource, comma separated, e.g. name:subject.fullName">
            {(field) => <Input {...field} value={String(field.value)} />}
          </FormField>
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
