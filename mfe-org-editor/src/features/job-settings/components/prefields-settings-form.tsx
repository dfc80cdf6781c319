import { FormField, ResourceForm } from '@shutterday/ui';
import { Button, Card, Flex, Input, Select, Typography } from 'antd';
import { useFieldArray, useWatch, type Control } from 'react-hook-form';
import { useDefinedFieldLibrary } from '@shutterday/api-client/staff';
import { type OrganizationType } from '@shutterday/domain';
import { answersFitting, EMPTY_PREORDER_FIELD_ROW, nameFromLabel, toPreorderFieldRow } from '@shutterday/domain/staff';
import { fromPrefields, PrefieldsForm, toPrefields, type PrefieldsValues } from '../form-values';
import type { SettingsFormProps } from './settings-form-props';
import { CheckField, TextField } from './setting-fields';

const MAX_FIELDS = 20;
const TYPES = [
  { value: 'text', label: 'Text' },
  { value: 'choice', label: 'Choice' },
];

type QuestionOrganization = { name: string; type: OrganizationType } | null | undefined;

/** prefields: the questions a parent answers with each preorder, in the order they are asked. */
export function PrefieldsSettingsForm({ settings, save, onReload, organization }: SettingsFormProps<'prefields'> & { organization?: QuestionOrganization }) {
  return (
    <>
      <Typography.Paragraph>Questions parents answer when they preorder a package, such as the teacher's name or a T-shirt size.</Typography.Paragraph>
      <ResourceForm label="Preorder custom fields" schema={PrefieldsForm} values={fromPrefields(settings)} onSubmit={(values) => save(toPrefields(values, settings.recordVersion))} onReload={onReload} successMessage="Preorder custom fields saved">
        {({ control, getValues, setValue }) => (
          <PrefieldRows control={control} organization={organization} fillName={(index) => !getValues(`fields.${index}.name`) && setValue(`fields.${index}.name`, nameFromLabel(getValues(`fields.${index}.label`)))} />
        )}
      </ResourceForm>
    </>
  );
}

function PrefieldRows({ control, organization, fillName }: { control: Control<PrefieldsValues>; organization: QuestionOrganization; fillName: (index: number) => unknown }) {
  const { fields, append, remove, move } = useFieldArray({ control, name: 'fields' });
  const types = useWatch({ control, name: 'fields' });
  return (
    <Flex vertical gap={12} style={{ marginBottom: 16 }}>
      {fields.length === 0 ? <Typography.Text>No custom fields: parents are not asked anything extra.</Typography.Text> : null}
      {fields.map((row, index) => (
        <Card key={row.id} size="small" title={`Field ${index + 1}`} role="group" aria-label={`Field ${index + 1}`}>
          <div onBlur={() => fillName(index)}>
            <TextField control={control} name={`fields.${index}.label`} label="Question" />
          </div>
          <TextField control={control} name={`fields.${index}.name`} label="Name in order exports" help="Made from the question; the column of the answers in order exports and reports: a-z, 0-9 and _" />
          <FormField control={control} name={`fields.${index}.type`} label="Answer type">
            {({ ref: _ref, ...field }) => <Select {...field} value={String(field.value)} options={TYPES} style={{ width: 200 }} />}
          </FormField>
          {types?.[index]?.type === 'choice' ? (
            <FormField control={control} name={`fields.${index}.options`} label="Answers (one per line)">
              {(field) => <Input.TextArea {...field} value={String(field.value)} rows={3} style={{ maxWidth: 360 }} />}
            </FormField>
          ) : null}
          <CheckField control={control} name={`fields.${index}.required`} label="Required" text="Parents must answer" />
          <Flex gap={8}>
            <Button aria-label={`Move up field ${index + 1}`} onClick={() => move(index, index - 1)} disabled={index === 0}>
              Move up
            </Button>
            <Button aria-label={`Move down field ${index + 1}`} onClick={() => move(index, index + 1)} disabled={index === fields.length - 1}>
              Move down
            </Button>
            <Button danger aria-label={`Remove field ${index + 1}`} onClick={() => remove(index)}>
              Remove
            </Button>
          </Flex>
        </Card>
      ))}
      <Flex gap={8} wrap>
        <Button onClick={() => append({ ...EMPTY_PREORDER_FIELD_ROW })} disabled={fields.length >= MAX_FIELDS}>
          Add a field
        </Button>
        <DefinedFieldPicker taken={(types ?? []).map((row) => row.name)} disabled={fields.length >= MAX_FIELDS} organization={organization} onPick={(field) => append(field)} />
      </Flex>
    </Flex>
  );
}

/**
 * Copies one of the platform's defined fields into the job (the job owns its copy); fields the job already
 * asks are left out. A grade question keeps the grades fitting the job's school (`answersFitting`).
 */
function DefinedFieldPicker({ taken, disabled, organization, onPick }: { taken: string[]; disabled: boolean; organization: QuestionOrganization; onPick: (row: PrefieldsValues['fields'][number]) => void }) {
  const library = useDefinedFieldLibrary();
  const offered = (library.data?.resultItems ?? []).filter((field) => !taken.includes(field.name));
  return (
    <Select<number>
      aria-label="Add a defined field"
      placeholder="Add a defined field…"
      value={null}
      disabled={disabled || offered.length === 0}
      loading={library.isPending}
      onChange={(id) => {
        const field = offered.find((f) => f.id === id);
        if (field) onPick(toPreorderFieldRow({ ...field, options: answersFitting(field.options, organization) }));
      }}
      options={offered.map((field) => ({ value: field.id, label: field.label }))}
      style={{ minWidth: 240 }}
    />
  );
}
