import { TEXT_SOURCES } from '@shutterday/domain/staff';
import { FormField } from '@shutterday/ui';
import { Button, Flex, Input, Select, Typography } from 'antd';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { emptyText, type PackageFormValues } from '../package-form-values';

const SOURCE_OPTIONS = TEXT_SOURCES.map(({ value, label }) => ({ value, label }));

/** The texts printed at the bottom of the photo: what each says (the child's name, a data field, or typed by the parent). */
export function ItemTextsFields({ form, index }: { form: UseFormReturn<PackageFormValues>; index: number }) {
  const texts = useFieldArray({ control: form.control, name: `items.${index}.texts` });
  const values = form.watch(`items.${index}.texts`);
  return (
    <Flex vertical gap={8}>
      <Typography.Text strong>Text on the print</Typography.Text>
      {texts.fields.map((text, t) => (
        <Flex key={text.id} gap={8} wrap align="flex-end" style={{ borderLeft: '3px solid #d9d9d9', paddingLeft: 12 }}>
          <FormField control={form.control} name={`items.${index}.texts.${t}.name`} label={`Text ${t + 1}: label`}>
            {(field) => <Input {...field} value={String(field.value)} style={{ width: 160 }} />}
          </FormField>
          <FormField control={form.control} name={`items.${index}.texts.${t}.source`} label={`Text ${t + 1}: says`}>
            {({ ref: _ref, ...field }) => <Select {...field} value={field.value as string} options={SOURCE_OPTIONS} style={{ width: 260 }} />}
          </FormField>
          {values?.[t]?.source === 'field' ? (
            <FormField control={form.control} name={`items.${index}.texts.${t}.field`} label={`Text ${t + 1}: data field`}>
              {(field) => <Input {...field} value={String(field.value)} placeholder="e.g. Teacher" style={{ width: 160 }} />}
            </FormField>
          ) : null}
          <Button onClick={() => texts.remove(t)} aria-label={`Remove text ${t + 1}`} style={{ marginBottom: 16 }}>
            Remove
          </Button>
        </Flex>
      ))}
      <div>
        <Button onClick={() => texts.append(emptyText())} disabled={texts.fields.length >= 10}>
          Add a text
        </Button>
      </div>
    </Flex>
  );
}
