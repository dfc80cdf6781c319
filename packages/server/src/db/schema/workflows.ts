import type { WorkflowDefinition } from '@shutterday/domain/staff';
import { foreignKey, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { jobs } from './jobs';
import { studios } from './studios';
import { users } from './users';

/**
 * Workflow templates: a named, ordered checklist of steps. `studio_id` null = the platform's (kept by the
 * system administrator). `definition` holds the steps with ids that are never reused (`lastStepId`).
 */
export const workflows = pgTable(
  'workflows',
  {
    id: serial('id').primaryKey(),
    studioId: integer('studio_id').references(() => studios.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    definition: jsonb('definition').$type<WorkflowDefinition>().notNull().default({ steps: [], lastStepId: 0 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    // Deleting a template that jobs follow retires it: no longer listed or attachable; those jobs keep it.
    archivedAt: timestamp('archived_at', { withTimezone: true }),
  },
  (t) => [index('workflows_studio_idx').on(t.studioId)],
);

/** The workflows a job follows. */
export const jobWorkflows = pgTable(
  'job_workflows',
  {
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    workflowId: integer('workflow_id')
      .notNull()
      .references(() => workflows.id, { onDelete: 'cascade' }),
    attachedAt: timestamp('attached_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.workflowId] }), index('job_workflows_workflow_idx').on(t.workflowId)],
);

/** A ticked step of a job's workflow, keyed by the template's step id; unticking deletes the row. */
export const jobWorkflowSteps = pgTable(
  'job_workflow_steps',
  {
    jobId: integer('job_id').notNull(),
    workflowId: integer('workflow_id').notNull(),
    stepId: integer('step_id').notNull(),
    doneAt: timestamp('done_at', { withTimezone: true }).notNull().defaultNow(),
    doneByUserId: integer('done_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    // The name as it was when ticked, so the list still says who after that account is gone.
    doneByName: text('done_by_name').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.jobId, t.workflowId, t.stepId] }),
    // Detaching a workflow from the job takes its ticks with it.
    foreignKey({ name: 'job_workflow_steps_job_workflow_fk', columns: [t.jobId, t.workflowId], foreignColumns: [jobWorkflows.jobId, jobWorkflows.workflowId] }).onDelete('cascade'),
  ],
);
