import { dataAnswer, StudioSubjectAnswer, StudioSubjectDetailAnswer, SubjectBulkResultAnswer, SubjectGroupAnswer } from '@shutterday/domain/answers';
import { EntityId, notFoundMessage } from '@shutterday/domain';
import { ROSTER_MESSAGES } from '@shutterday/domain/staff';
import { SubjectBulkBody, SubjectBulkQuery, SubjectCreate, SubjectGroupCreate, SubjectGroupUpdate, SubjectListQuery, SubjectUpdate, type SubjectBulkResult } from '@shutterday/domain/staff';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { Executor } from '../../../db/client';
import { jobs } from '../../../db/schema';
import { ok } from '../../../http/envelope';
import { conflict, notFound } from '../../../http/http-error';
import { StudioJobParams, tags } from '../../../http/studio-params';
import { typed } from '../../../http/type-provider';
import { jobInStudio } from '../../catalog';
import type { ResourceScope } from '../../resource/resource-repository';
import { resourceRoutes } from '../../resource/resource-routes';
import { STUDIO_WRITE } from '../../resource/write-permissions';
import { studioSubjectsRepository } from '../repositories/studio-subjects';
import { subjectGroupsRepository } from '../repositories/subject-groups';
import { bulkUpsertSubjects } from '../services/bulk-import';
import { refuseSubjectDelete, refuseSubjectWrite, violates } from '../services/subject-rules';

const StudioOrganizationJobParams = v.object({ studioId: EntityId, organizationId: EntityId, jobId: EntityId });
const V3_SUBJECTS = '/studios/:studioId/organizations/:organizationId/jobs/:jobId/subjects';
/** A bulk chunk of 1,000 rows with a few custom fields is well under this; the app's default is 1 MB. */
const BULK_BODY_LIMIT = 4 * 1024 * 1024;

async function jobInOrganization(db: Executor, scope: ResourceScope): Promise<boolean> {
  const [row] = await db.select({ id: jobs.id }).from(jobs).where(and(eq(jobs.studioId, scope.studioId), eq(jobs.organizationId, scope.organizationId!), eq(jobs.id, scope.jobId!)));
  return Boolean(row);
}

/** The studio's side of a job's roster at `/api/studioadmin/studios/{s}/jobs/{j}/...` (the admin job editor). */
export async function studioSubjectRoutes(instance: FastifyInstance): Promise<void> {
  const secret = instance.config.jwtSecret;
  const subjectsRepository = studioSubjectsRepository(secret);
  const groups = subjectGroupsRepository(secret);
  const parent = { label: 'Job', exists: jobInStudio };
  resourceRoutes(instance, {
    base: '/studios/:studioId/jobs/:jobId/subjects', record: StudioSubjectAnswer, detail: StudioSubjectDetailAnswer, scopeParams: StudioJobParams, idParam: 'subjectId', label: 'Subject', tags, parent,
    repository: subjectsRepository, listQuery: SubjectListQuery, createBody: SubjectCreate, updateBody: SubjectUpdate, writePermissions: STUDIO_WRITE,
    refuseWrite: refuseSubjectWrite, refuseDelete: refuseSubjectDelete,
  });
  resourceRoutes(instance, {
    base: '/studios/:studioId/jobs/:jobId/subject-groups', record: SubjectGroupAnswer, scopeParams: StudioJobParams, idParam: 'groupId', label: 'Group', tags, parent,
    repository: groups, createBody: SubjectGroupCreate, updateBody: SubjectGroupUpdate, writePermissions: STUDIO_WRITE,
    refuseWrite: async (db, scope, input, id) => ((await groups.nameTaken(db, scope.jobId!, input.name, id)) ? ROSTER_MESSAGES.groupNameTaken(input.name) : null),
    refuseDelete: async (db, scope, id) => {
      if (await groups.hasPhotos(db, id)) return ROSTER_MESSAGES.groupHasPhotos;
      const member = await groups.memberWhoWouldCollide(db, scope.jobId!, id);
      return member ? ROSTER_MESSAGES.groupDeleteWouldCollide(member) : null;
    },
  });
}

/** Spec §7's `/api/v3/studioadmin/studios/{s}/organizations/{o}/jobs/{j}/subjects` and `.../subjects/bulk` (the organization editor). */
export async function studioSubjectV3Routes(instance: FastifyInstance): Promise<void> {
  const app = typed(instance);
  const subjectsRepository = studioSubjectsRepository(instance.config.jwtSecret);
  resourceRoutes(instance, {
    base: V3_SUBJECTS, record: StudioSubjectAnswer, detail: StudioSubjectDetailAnswer, scopeParams: StudioOrganizationJobParams, idParam: 'subjectId', label: 'Subject', tags,
    parent: { label: 'Job', exists: jobInOrganization },
    repository: subjectsRepository, listQuery: SubjectListQuery, createBody: SubjectCreate, updateBody: SubjectUpdate, writePermissions: STUDIO_WRITE,
    refuseWrite: refuseSubjectWrite, refuseDelete: refuseSubjectDelete,
  });

  app.post(
    `${V3_SUBJECTS}/bulk`,
    { bodyLimit: BULK_BODY_LIMIT, config: { permissions: STUDIO_WRITE }, schema: { response: { 200: dataAnswer(SubjectBulkResultAnswer), 201: dataAnswer(SubjectBulkResultAnswer) }, tags, summary: 'Create or update up to 1,000 subjects at once, all or nothing (re-sending updates them)', params: StudioOrganizationJobParams, querystring: SubjectBulkQuery, body: SubjectBulkBody } },
    async (request, reply) => {
      const { jobId } = request.params;
      if (!(await jobInOrganization(app.db, request.params))) throw notFound(notFoundMessage('Job'));
      let outcome;
      try {
        outcome = await bulkUpsertSubjects(app.db, jobId, request.body.subjects);
      } catch (error) {
        if (violates(error, 'subjects_job_access_code_unique')) throw conflict(ROSTER_MESSAGES.importAccessCodeTaken);
        throw error;
      }
      const answer: SubjectBulkResult = { created: outcome.created, updated: outcome.updated };
      if (request.query.returnData) answer.subjects = await subjectsRepository.byIds(app.db, jobId, outcome.ids);
      return reply.code(outcome.created > 0 ? 201 : 200).send(ok(answer));
    },
  );
}
