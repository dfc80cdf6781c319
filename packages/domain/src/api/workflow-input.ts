import * as v from 'valibot';
import { boundedText, DB_INTEGER_MAX, requiredText, TEXT_LIMITS, wholeNumber } from '../validation';
import { RecordVersion } from './resource';

/**
 * A workflow is a named, ordered checklist a studio follows to run a picture day ("Send the flyers home",
 * "Upload the photos"…). The system administrator keeps the platform's templates; a job attaches the ones
 * it follows and its staff tick their steps. Every step has an id that never changes and is never reused
 * within its workflow, so a job's ticks (kept by step id) survive renaming and reordering the template.
 */
export const WORKFLOW_LIMITS = { steps: 50, stepTitle: TEXT_LIMITS.line, description: TEXT_LIMITS.paragraph, perJob: 20 } as const;

const StepId = wholeNumber(1, DB_INTEGER_MAX);

/** A step as the editor sends it: a kept step with its id, a new one without. */
export const WorkflowStepInput = v.strictObject({
  id: v.optional(StepId),
  title: requiredText(WORKFLOW_LIMITS.stepTitle),
});
export type WorkflowStepInput = v.InferOutput<typeof WorkflowStepInput>;

const Steps = v.pipe(
  v.array(WorkflowStepInput),
  v.minLength(1, 'Add at least one step'),
  v.maxLength(WORKFLOW_LIMITS.steps, `Use at most ${WORKFLOW_LIMITS.steps} steps`),
  v.check((steps) => {
    const ids = steps.flatMap((step) => (step.id === undefined ? [] : [step.id]));
    return new Set(ids).size === ids.length;
  }, 'Each step appears once'),
);

export const WorkflowCreate = v.strictObject({
  name: requiredText(TEXT_LIMITS.name),
  description: v.optional(boundedText(WORKFLOW_LIMITS.description), ''),
  steps: Steps,
});
export type WorkflowCreate = v.InferOutput<typeof WorkflowCreate>;

/** The whole template again (steps in their new order), with the version it was read at. */
export const WorkflowUpdate = v.strictObject({ ...WorkflowCreate.entries, version: RecordVersion });
export type WorkflowUpdate = v.InferOutput<typeof WorkflowUpdate>;

export interface WorkflowStep {
  id: number;
  title: string;
}

/** A template as a studio's staff read it (`GET /api/v3/workflows`): what a job may follow. */
export interface WorkflowTemplate {
  id: number;
  name: string;
  description: string;
  steps: WorkflowStep[];
  version: number;
  updatedAt: string;
}

/** A template as the system administrator reads it. */
export interface WorkflowRecord extends WorkflowTemplate {
  /** How many jobs of every studio follow it (deleting it then retires it instead: those jobs keep it). */
  usedByJobs: number;
}

/** Attaching a template to a job is a link, not a record: its body is an empty object. */
export const AttachWorkflow = v.strictObject({});

/** Tick (`done: true`) or untick one step of a job's workflow. */
export const WorkflowStepDone = v.strictObject({ done: v.boolean('This value must be true or false') });
export type WorkflowStepDone = v.InferOutput<typeof WorkflowStepDone>;

export interface JobWorkflowStep extends WorkflowStep {
  /** When it was ticked (ISO), or null while it is still to do. */
  doneAt: string | null;
  /** The name of who ticked it. */
  doneBy: string | null;
}

/** A workflow a job follows: the template's current steps with the job's ticks. */
export interface JobWorkflow {
  workflowId: number;
  name: string;
  description: string;
  steps: JobWorkflowStep[];
  attachedAt: string;
}

export interface WorkflowProgress {
  done: number;
  total: number;
  /** Whole percent, rounded down, so 100 means every step is done. */
  percent: number;
}

/** How far a job is through one workflow. */
export function workflowProgress(steps: ReadonlyArray<{ doneAt: string | null }>): WorkflowProgress {
  const done = steps.filter((step) => step.doneAt !== null).length;
  const total = steps.length;
  return { done, total, percent: total === 0 ? 0 : Math.floor((done * 100) / total) };
}

/**
 * The template's definition after an edit: kept steps keep their ids, new steps get ids never used before
 * in this workflow (a removed step's id is not given to a new one, so an old tick never lands on it).
 * Answers the step ids the workflow does not have, when the editor sent any.
 */
export function nextWorkflowDefinition(
  current: WorkflowDefinition,
  steps: readonly WorkflowStepInput[],
): { definition: WorkflowDefinition } | { unknownIds: number[] } {
  const known = new Set(current.steps.map((step) => step.id));
  const unknownIds = steps.flatMap((step) => (step.id !== undefined && !known.has(step.id) ? [step.id] : []));
  if (unknownIds.length > 0) return { unknownIds };
  let lastStepId = Math.max(current.lastStepId, ...current.steps.map((step) => step.id), 0);
  const next = steps.map((step) => ({ id: step.id ?? ++lastStepId, title: step.title }));
  return { definition: { steps: next, lastStepId } };
}

/** What a template stores: its steps in order and the last step id it ever gave. */
export interface WorkflowDefinition {
  steps: WorkflowStep[];
  lastStepId: number;
}

export const EMPTY_WORKFLOW_DEFINITION: WorkflowDefinition = { steps: [], lastStepId: 0 };

export const WORKFLOW_MESSAGES = {
  unknownSteps: (ids: readonly number[]) => `steps: This workflow has no step ${ids.join(', ')}; reload it and edit again`,
  tooManyForJob: `A job follows at most ${WORKFLOW_LIMITS.perJob} workflows`,
} as const;
