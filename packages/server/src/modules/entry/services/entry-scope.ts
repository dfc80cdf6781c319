import { notFoundMessage } from '@shutterday/domain';
import type { Executor } from '../../../db/client';
import { notFound } from '../../../http/http-error';
import { entryLookups, type EntryJob } from '../repositories/entry-lookups';

export interface EntryScope {
  studioId: number;
  organizationId: number;
  jobId: number;
}

/** The job of the path, in its studio and organization: another studio's job is not found, whoever asks. */
export async function requireEntryJob(db: Executor, scope: EntryScope): Promise<EntryJob> {
  const job = await entryLookups.job(db, scope.studioId, scope.organizationId, scope.jobId);
  if (!job) throw notFound(notFoundMessage('Job'));
  return job;
}
