import { type JobSettingsByTab, type JobSettingsTab, type JobSettingsUpdateByTab, type JobStandardSettingsUpdate } from '@shutterday/domain/staff';
import { and, eq } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/client';
import { jobOrderServices, jobs } from '../../../db/schema';
import { versionedUpdate, type UpdateResult } from '../../resource/resource-repository';

type JobRow = typeof jobs.$inferSelect;
type ServicesRow = typeof jobOrderServices.$inferSelect | undefined;

/** The job a settings path names: its studio, and its organization on the organization editor's paths. */
export interface JobSettingsScope {
  studioId: number;
  jobId: number;
  organizationId?: number;
}

// Pose selection closes at the end of its last day (UTC); the job keeps the instant.
const endOfDay = (day: string | null) => (day ? new Date(`${day}T23:59:59.999Z`) : null);

const READ: { [T in JobSettingsTab]: (job: JobRow, services: ServicesRow, now: Date) => JobSettingsByTab[T] } = {
  general: (job) => ({ name: job.name, pictureDay: job.pictureDay, accessCode: job.accessCode, rspoJob: job.rspoJob, published: job.published, recordVersion: job.recordVersion }),
  standard: (job, services) => ({
    allowRetouch: services?.allowRetouch ?? false,
    allowNameOnAllPrints: services?.allowNameOnAllPrints ?? false,
    allowNameOnWallets: services?.allowNameOnWallets ?? false,
    imageLevelService: services?.imageLevelService ?? false,
    recordVersion: job.recordVersion,
  }),
  preorder: (job) => ({ prepayAvailable: job.prepayAvailable, importedData: job.prepayImportedData, opensOn: job.prepayOpensOn, closesOn: job.prepayClosesOn, recordVersion: job.recordVersion }),
  prefields: (job) => ({ fields: job.preorderFields, recordVersion: job.recordVersion }),
  gallery: (job, _services, now) => ({
    galleryAvailable: job.galleryAvailable,
    enableYearBookPoseSelection: job.enableYearBookPoseSelection,
    poseSelectionEndsOn: job.yearBookPoseSelectionEndsAt?.toISOString().slice(0, 10) ?? null,
    orderingClosesOn: job.orderingClosesOn,
    isYearBookPoseSelectionExpired: job.yearBookPoseSelectionEndsAt !== null && job.yearBookPoseSelectionEndsAt <= now,
    recordVersion: job.recordVersion,
  }),
};

/** The job columns each tab writes (standard writes none: its answers live in job_order_services). */
const COLUMNS: { [T in JobSettingsTab]: (input: JobSettingsUpdateByTab[T]) => Partial<JobRow> } = {
  general: ({ name, pictureDay, accessCode, rspoJob }) => ({ name, pictureDay, accessCode, rspoJob }),
  standard: () => ({}),
  preorder: ({ prepayAvailable, importedData, opensOn, closesOn }) => ({ prepayAvailable, prepayImportedData: importedData, prepayOpensOn: opensOn, prepayClosesOn: closesOn }),
  prefields: ({ fields }) => ({ preorderFields: fields }),
  gallery: ({ galleryAvailable, enableYearBookPoseSelection, poseSelectionEndsOn, orderingClosesOn }) => ({
    galleryAvailable, enableYearBookPoseSelection, yearBookPoseSelectionEndsAt: endOfDay(poseSelectionEndsOn), orderingClosesOn,
  }),
};

const jobWhere = (scope: JobSettingsScope) =>
  and(eq(jobs.studioId, scope.studioId), eq(jobs.id, scope.jobId), scope.organizationId !== undefined ? eq(jobs.organizationId, scope.organizationId) : undefined);

/** One repository for the five tabs; every write is a compare-and-set on the job's record version. */
export const jobSettingsRepository = {
  async read<T extends JobSettingsTab>(db: Executor, scope: JobSettingsScope, tab: T, now = new Date()): Promise<JobSettingsByTab[T] | null> {
    const [row] = await db.select({ job: jobs, services: jobOrderServices }).from(jobs).leftJoin(jobOrderServices, eq(jobOrderServices.jobId, jobs.id)).where(jobWhere(scope));
    return row ? READ[tab](row.job, row.services ?? undefined, now) : null;
  },

  async write<T extends JobSettingsTab>(db: Executor, scope: JobSettingsScope, tab: T, input: JobSettingsUpdateByTab[T]): Promise<UpdateResult<JobSettingsByTab[T]>> {
    const { recordVersion, ...rest } = input;
    return (db as Database).transaction(async (tx) => {
      const result = await versionedUpdate(tx, jobs, jobWhere(scope), recordVersion, COLUMNS[tab](input));
      if (result !== 'updated') return result;
      if (tab === 'standard') {
        const services = rest as Omit<JobStandardSettingsUpdate, 'recordVersion'>;
        await tx.insert(jobOrderServices).values({ jobId: scope.jobId, ...services }).onConflictDoUpdate({ target: jobOrderServices.jobId, set: services });
      }
      return (await jobSettingsRepository.read(tx, scope, tab))!;
    });
  },
};
