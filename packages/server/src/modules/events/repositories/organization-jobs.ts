import { type Job, type ResourceListQuery } from '@shutterday/domain';
import { newJobSettings, type JobCreate, type JobStateAction, type JobUpdate } from '@shutterday/domain/staff';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { jobPackageSets, jobs } from '../../../db/schema';
import { packagePreferencesRepository } from '../../catalog';
import { versionedUpdate, type ResourceRepository, type ResourceScope, type UpdateResult } from '../../resource/resource-repository';
import { jobsRepository } from './jobs';
import { organizationJobDefaultsRepository } from './organization-job-defaults';

const inOrganization = (scope: ResourceScope, id: number) =>
  and(eq(jobs.studioId, scope.studioId), eq(jobs.organizationId, scope.organizationId!), eq(jobs.id, id));

const STATE_VALUES: Record<JobStateAction, { published?: boolean; archived?: boolean }> = {
  publish: { published: true },
  unpublish: { published: false },
  // An archived job leaves the customer pages (they show only published, not archived jobs) and its lists.
  archive: { archived: true, published: false },
};

/** The jobs of one organization as a resource: scope { studioId, organizationId }. */
export const organizationJobsRepository = {
  async list(db: Executor, scope: ResourceScope, query: ResourceListQuery): Promise<{ items: Job[]; total: number }> {
    return jobsRepository.list(db, scope.studioId, query, { organizationId: scope.organizationId, search: query.search });
  },

  async find(db: Executor, scope: ResourceScope, id: number): Promise<Job | null> {
    return jobsRepository.find(db, scope.studioId, id, scope.organizationId);
  },

  /** A new job takes its organization's defaults and the studio's default package set (domain newJobSettings). */
  async create(db: Executor, scope: ResourceScope, input: JobCreate): Promise<Job> {
    const organizationId = scope.organizationId!;
    return db.transaction(async (tx) => {
      const organization = await organizationJobDefaultsRepository.get(tx, scope.studioId, organizationId);
      const studio = await packagePreferencesRepository.get(tx, scope.studioId);
      const { packageSetIds, yearBookPoseSelectionEndsAt, ...settings } = newJobSettings(input, organization!, studio);
      const [row] = await tx
        .insert(jobs)
        .values({
          studioId: scope.studioId, organizationId, name: input.name, pictureDay: input.pictureDay, ...settings,
          yearBookPoseSelectionEndsAt: yearBookPoseSelectionEndsAt === null ? null : new Date(yearBookPoseSelectionEndsAt),
        })
        .returning({ id: jobs.id });
      if (packageSetIds.length) await tx.insert(jobPackageSets).values(packageSetIds.map((packageSetId) => ({ jobId: row!.id, packageSetId })));
      return (await organizationJobsRepository.find(tx, scope, row!.id))!;
    });
  },

  async update(db: Executor, scope: ResourceScope, id: number, input: JobUpdate): Promise<UpdateResult<Job>> {
    const { recordVersion, ...values } = input;
    const result = await versionedUpdate(db, jobs, inOrganization(scope, id), recordVersion, values);
    return result === 'updated' ? (await organizationJobsRepository.find(db, scope, id))! : result;
  },

  /** Publish, unpublish or archive, as a compare-and-set on the record version the caller read. */
  async changeState(db: Executor, scope: ResourceScope, id: number, action: JobStateAction, recordVersion: number): Promise<UpdateResult<Job>> {
    const result = await versionedUpdate(db, jobs, inOrganization(scope, id), recordVersion, STATE_VALUES[action]);
    return result === 'updated' ? (await organizationJobsRepository.find(db, scope, id))! : result;
  },

  async remove(db: Executor, scope: ResourceScope, id: number): Promise<boolean> {
    const removed = await db.delete(jobs).where(inOrganization(scope, id)).returning({ id: jobs.id });
    return removed.length > 0;
  },
} satisfies ResourceRepository<Job, JobCreate, JobUpdate> & Record<string, unknown>;
