import { boundedText, requiredText, TEXT_LIMITS } from '@shutterday/domain';
import { WORKFLOW_LIMITS, type WorkflowCreate, type WorkflowRecord } from '@shutterday/domain/staff';
import * as v from 'valibot';

/**
 * What the workflow form holds. A step's id is `stepId` here: the form's list keeps its own `id` on each
 * row, and a kept step must go back with the id the server gave it (its ticks in jobs hang on it).
 */
export const WorkflowFormSchema = v.object({
  name: requiredText(TEXT_LIMITS.name),
  description: boundedText(WORKFLOW_LIMITS.description),
  steps: v.pipe(
    v.array(v.object({ stepId: v.optional(v.number()), title: requiredText(WORKFLOW_LIMITS.stepTitle) })),
    v.minLength(1, 'Add at least one step'),
    v.maxLength(WORKFLOW_LIMITS.steps, `Use at most ${WORKFLOW_LIMITS.steps} steps`),
  ),
});
export type WorkflowFormValues = v.InferOutput<typeof WorkflowFormSchema>;

export const EMPTY_WORKFLOW: WorkflowFormValues = { name: '', description: '', steps: [{ title: '' }] };

export const fromWorkflow = (workflow: WorkflowRecord): WorkflowFormValues => ({
  name: workflow.name,
  description: workflow.description,
  steps: workflow.steps.map((step) => ({ stepId: step.id, title: step.title })),
});

export const toWorkflowInput = (values: WorkflowFormValues): WorkflowCreate => ({
  name: values.name.trim(),
  description: values.description.trim(),
  steps: values.steps.map(({ stepId, title }) => (stepId === undefined ? { title: title.trim() } : { id: stepId, title: title.trim() })),
});

/** What deleting a template does, in the system administrator's words (the confirm dialog). */
export function deleteWorkflowWarning(usedByJobs: number): string {
  if (usedByJobs === 0) return 'No job follows it: it is deleted for good.';
  const jobs = usedByJobs === 1 ? '1 job follows it' : `${usedByJobs} jobs follow it`;
  return `${jobs}. They keep it with their ticked steps, but no job can attach it any more.`;
}
