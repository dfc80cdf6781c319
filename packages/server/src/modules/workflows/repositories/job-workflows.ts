import type { JobWorkflow } from '@shutterday/domain/staff';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { jobWorkflows, jobWorkflowSteps, workflows } from '../../../db/schema';
import { definitionOf, offeredTemplate } from './workflows';

export type AttachResult = 'attached' | 'no-template' | 'full';

/**
 * The workflows a job follows and its ticks. The steps are always the template's current ones; a tick is
 * kept by step id, so a renamed or moved step keeps it, and a removed step's tick is no longer shown.
 * Callers have checked that the job is the studio's.
 */
export const jobWorkflowsRepository = {
  async list(db: Executor, jobId: number): Promise<JobWorkflow[]> {
    const attached = await db
      .select({ workflowId: workflows.id, name: workflows.name, description: workflows.description, definition: workflows.definition, attachedAt: jobWorkflows.attachedAt })
      .from(jobWorkflows)
      .innerJoin(workflows, eq(workflows.id, jobWorkflows.workflowId))
      .where(eq(jobWorkflows.jobId, jobId))
      .orderBy(asc(jobWorkflows.attachedAt), asc(jobWorkflows.workflowId));
    const ticks = await db.select().from(jobWorkflowSteps).where(eq(jobWorkflowSteps.jobId, jobId));
    const tickOf = new Map(ticks.map((tick) => [`${tick.workflowId}:${tick.stepId}`, tick]));
    return attached.map((row) => ({
      workflowId: row.workflowId,
      name: row.name,
      description: row.description,
      attachedAt: row.attachedAt.toISOString(),
      steps: definitionOf(row.definition).steps.map((step) => {
        const tick = tickOf.get(`${row.workflowId}:${step.id}`);
        return { id: step.id, title: step.title, doneAt: tick?.doneAt.toISOString() ?? null, doneBy: tick?.doneByName ?? null };
      }),
    }));
  },

  /** Idempotent: attaching a workflow the job already follows changes nothing. */
  async attach(db: Executor, jobId: number, workflowId: number, limit: number): Promise<AttachResult> {
    if (await this.isAttached(db, jobId, workflowId)) return 'attached';
    const inserted = await db
      .insert(jobWorkflows)
      .select(
        db
          .select({ jobId: sql<number>`${jobId}`.as('job_id'), workflowId: workflows.id, attachedAt: sql<Date>`now()`.as('attached_at') })
          .from(workflows)
          .where(and(offeredTemplate, eq(workflows.id, workflowId), sql`(select count(*) from job_workflows jw where jw.job_id = ${jobId}) < ${limit}`)),
      )
      .onConflictDoNothing()
      .returning({ workflowId: jobWorkflows.workflowId });
    if (inserted.length > 0 || (await this.isAttached(db, jobId, workflowId))) return 'attached';
    const [template] = await db.select({ id: workflows.id }).from(workflows).where(and(offeredTemplate, eq(workflows.id, workflowId)));
    return template ? 'full' : 'no-template';
  },

  async isAttached(db: Executor, jobId: number, workflowId: number): Promise<boolean> {
    const [row] = await db.select({ jobId: jobWorkflows.jobId }).from(jobWorkflows).where(and(eq(jobWorkflows.jobId, jobId), eq(jobWorkflows.workflowId, workflowId)));
    return Boolean(row);
  },

  /** Its ticks go with it (the foreign key cascades). False when the job did not follow it. */
  async detach(db: Executor, jobId: number, workflowId: number): Promise<boolean> {
    const removed = await db.delete(jobWorkflows).where(and(eq(jobWorkflows.jobId, jobId), eq(jobWorkflows.workflowId, workflowId))).returning({ jobId: jobWorkflows.jobId });
    return removed.length > 0;
  },

  /** Whether the job follows the workflow and its template has this step now. */
  async hasStep(db: Executor, jobId: number, workflowId: number, stepId: number): Promise<boolean> {
    const [row] = await db
      .select({ definition: workflows.definition })
      .from(jobWorkflows)
      .innerJoin(workflows, eq(workflows.id, jobWorkflows.workflowId))
      .where(and(eq(jobWorkflows.jobId, jobId), eq(jobWorkflows.workflowId, workflowId)));
    return Boolean(row && definitionOf(row.definition).steps.some((step) => step.id === stepId));
  },

  /**
   * Ticking a ticked step keeps who ticked it first and when; unticking an unticked one changes nothing.
   * False when the workflow was detached meanwhile (a colleague's detach between the check and the tick).
   */
  async setStep(db: Executor, key: { jobId: number; workflowId: number; stepId: number }, done: boolean, by: { id: number; name: string }): Promise<boolean> {
    if (!done) {
      await db.delete(jobWorkflowSteps).where(and(eq(jobWorkflowSteps.jobId, key.jobId), eq(jobWorkflowSteps.workflowId, key.workflowId), eq(jobWorkflowSteps.stepId, key.stepId)));
      return true;
    }
    try {
      await db.insert(jobWorkflowSteps).values({ ...key, doneByUserId: by.id, doneByName: by.name }).onConflictDoNothing();
      return true;
    } catch (error) {
      if (violatesForeignKey(error)) return false;
      throw error;
    }
  },
};

function violatesForeignKey(error: unknown): boolean {
  for (let current = error as { code?: string; cause?: unknown } | undefined; current; current = current.cause as typeof current) {
    if (current.code === '23503') return true;
  }
  return false;
}
