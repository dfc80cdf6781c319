import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { WORKFLOW_LIMITS } from '@shutterday/domain/staff';
import { FormField } from '@shutterday/ui';
import { Button, Flex, Input, Typography } from 'antd';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import type { WorkflowFormValues } from '../workflow-form-values';

/** The template's steps in order: add, remove, move up and down (each button named for its step). */
export function WorkflowStepsField({ form }: { form: UseFormReturn<WorkflowFormValues> }) {
  const { fields, append, remove, move } = useFieldArray({ control: form.control, name: 'steps' });
  const listError = form.formState.errors.steps?.root?.message ?? form.formState.errors.steps?.message;
  return (
    <fieldset style={{ border: 0, padding: 0, margin: '0 0 16px' }}>
      <legend style={{ fontWeight: 500, marginBottom: 8 }}>Steps, in the order the studio follows them</legend>
      <ol style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {fields.map((field, index) => (
          <li key={field.id}>
            <Flex gap={8} align="flex-start" wrap>
              <div style={{ flex: '1 1 240px' }}>
                <FormField control={form.control} name={`steps.${index}.title`} label={`Step ${index + 1}`}>
                  {(control) => <Input {...control} value={String(control.value)} maxLength={WORKFLOW_LIMITS.stepTitle} placeholder="e.g. Send the flyers home" />}
                </FormField>
              </div>
              <Flex gap={4} style={{ marginTop: 28 }}>
                <Button icon={<ArrowUpOutlined />} aria-label={`Move step ${index + 1} up`} disabled={index === 0} onClick={() => move(index, index - 1)} />
                <Button icon={<ArrowDownOutlined />} aria-label={`Move step ${index + 1} down`} disabled={index === fields.length - 1} onClick={() => move(index, index + 1)} />
                <Button icon={<DeleteOutlined />} aria-label={`Remove step ${index + 1}`} danger disabled={fields.length === 1} onClick={() => remove(index)} />
              </Flex>
            </Flex>
          </li>
        ))}
      </ol>
      {listError ? (
        <Typography.Text type="danger" role="alert">
          {listError}
        </Typography.Text>
      ) : null}
      <div>
        <Button icon={<PlusOutlined />} onClick={() => append({ title: '' })} disabled={fields.length >= WORKFLOW_LIMITS.steps}>
          Add a step
        </Button>
        <Typography.Text type="secondary" style={{ marginLeft: 8 }}>
          {`${fields.length} of at most ${WORKFLOW_LIMITS.steps}`}
        </Typography.Text>
      </div>
    </fieldset>
  );
}
