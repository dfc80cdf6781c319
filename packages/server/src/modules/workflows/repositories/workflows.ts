import type { ResourceListQuery } from '@shutterday/domain';
import {
  EMPTY_WORKFLOW_DEFINITION, nextWorkflowDefinition, WORKFLOW_MESSAGES,
  type WorkflowCreate, type WorkflowDefinition, type WorkflowRecord, type WorkflowUpdate,
} from '@shutterday/domain/staff';
import { and, asc, eq, ilike, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { likePattern, offsetOf } from '../../../db/page';
import { workflows } from '../../../db/schema';
import { badRequest } from '../../../http/http-error';
import { STALE, versionedUpdate, type ResourceRepository, type UpdateResult } from '../../resource/resource-repository';

/** The platform's templates that are still offered: no studio of their own, not retired. */
export const offeredTemplate = and(isNull(workflows.studioId), isNull(workflows.archivedAt));

const usedByJobs = sql<number>`(select count(*)::int from job_workflows jw where jw.workflow_id = ${workflows.id})`;
const columns = {
  id: workflows.id, name: workflows.name, description: workflows.description, definition: workflows.definition,
  version: workflows.version, updatedAt: workflows.updatedAt, usedByJobs,
};
type Row = { id: number; name: string; description: string; definition: WorkflowDefinition; version: number; updatedAt: Date; usedByJobs: number };

export const definitionOf = (stored: Partial<WorkflowDefinition> | null): WorkflowDefinition => ({
  steps: stored?.steps ?? EMPTY_WORKFLOW_DEFINITION.steps,
  lastStepId: stored?.lastStepId ?? EMPTY_WORKFLOW_DEFINITION.lastStepId,
});

const toRecord = (row: Row): WorkflowRecord => ({
  id: row.id, name: row.name, description: row.description, steps: definitionOf(row.definition).steps,
  usedByJobs: row.usedByJobs, version: row.version, updatedAt: row.updatedAt.toISOString(),
});

/**
 * The platform's workflow templates (system admin, and every staff user's attach list). A template that
 * jobs follow is retired on delete (`archived_at`): gone from the lists, still shown in those jobs.
 */
export const workflowsRepository: ResourceRepository<WorkflowRecord, WorkflowCreate, WorkflowUpdate> = {
  async list(db: Executor, _scope, query: ResourceListQuery) {
    const where = and(offeredTemplate, query.search ? ilike(workflows.name, likePattern(query.search)) : undefined);
    const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(workflows).where(where);
    const rows = await db.select(columns).from(workflows).where(where).orderBy(asc(sql`lower(${workflows.name})`), asc(workflows.id)).limit(query.pageSize).offset(offsetOf(query));
    return { items: rows.map(toRecord), total: count?.n ?? 0 };
  },

  async find(db: Executor, _scope, id: number) {
    const [row] = await db.select(columns).from(workflows).where(and(offeredTemplate, eq(workflows.id, id)));
    return row ? toRecord(row) : null;
  },

  async create(db: Executor, _scope, input: WorkflowCreate) {
    const next = nextWorkflowDefinition(EMPTY_WORKFLOW_DEFINITION, input.steps.map(({ title }) => ({ title })));
    if (!('definition' in next)) throw new Error('A new workflow has no kept steps');
    const [row] = await db.insert(workflows).values({ name: input.name, description: input.description, definition: next.definition }).returning({ id: workflows.id });
    return (await this.find(db, _scope, row!.id))!;
  },

  async update(db: Executor, scope, id: number, input: WorkflowUpdate): Promise<UpdateResult<WorkflowRecord>> {
    const [current] = await db.select({ definition: workflows.definition, version: workflows.version }).from(workflows).where(and(offeredTemplate, eq(workflows.id, id)));
    if (!current) return null;
    if (current.version !== input.version) return STALE;
    const next = nextWorkflowDefinition(definitionOf(current.definition), input.steps);
    // A step id the template does not have, at the version the editor read: a forged or broken body.
    if (!('definition' in next)) throw badRequest(WORKFLOW_MESSAGES.unknownSteps(next.unknownIds));
    const result = await versionedUpdate(db, workflows, and(offeredTemplate, eq(workflows.id, id)), input.version, {
      name: input.name, description: input.description, definition: next.definition,
    });
    if (result !== 'updated') return result === STALE ? STALE : null;
    return this.find(db, scope, id);
  },

  async remove(db: Executor, _scope, id: number) {
    const target = and(offeredTemplate, eq(workflows.id, id));
    const unused = sql`not exists (select 1 from job_workflows jw where jw.workflow_id = ${workflows.id})`;
    const deleted = await db.delete(workflows).where(and(target, unused)).returning({ id: workflows.id });
    if (deleted.length > 0) return true;
    const retired = await db.update(workflows).set({ archivedAt: new Date(), updatedAt: new Date() }).where(target).returning({ id: workflows.id });
    return retired.length > 0;
  },
};
