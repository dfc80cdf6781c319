import { TEXT_LIMITS } from '@shutterday/domain';
import { WORKFLOW_LIMITS } from '@shutterday/domain/staff';
import { FormField, ResourceForm } from '@shutterday/ui';
import { Input } from 'antd';
import { WorkflowFormSchema, type WorkflowFormValues } from '../workflow-form-values';
import { WorkflowStepsField } from './workflow-steps-field';

export interface WorkflowFormProps {
  values: WorkflowFormValues;
  onSubmit: (values: WorkflowFormValues) => Promise<unknown>;
  onSaved?: (result: unknown) => void;
  onReload?: () => unknown;
}

/** A workflow template: its name, what it is for, and its ordered steps. */
export function WorkflowForm({ values, onSubmit, onSaved, onReload }: WorkflowFormProps) {
  return (
    <ResourceForm label="Workflow" schema={WorkflowFormSchema} values={values} onSubmit={onSubmit} onSaved={onSaved} onReload={onReload} successMessage="Workflow saved">
      {(form) => (
        <>
          <FormField control={form.control} name="name" label="Name" help="What studios pick when they attach it to a job">
            {(field) => <Input {...field} value={String(field.value)} maxLength={TEXT_LIMITS.name} />}
          </FormField>
          <FormField control={form.control} name="description" label="Description (optional)">
            {(field) => <Input.TextArea {...field} value={String(field.value)} maxLength={WORKFLOW_LIMITS.description} rows={3} />}
          </FormField>
          <WorkflowStepsField form={form} />
        </>
      )}
    </ResourceForm>
  );
}
