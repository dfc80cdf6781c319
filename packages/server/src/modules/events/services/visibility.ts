import type { Executor } from '../../../db/client';
import { HttpError, notFound } from '../../../http/http-error';
import { jobsRepository } from '../repositories/jobs';
import type { StudioRow } from '../../studios';

export const STUDIO_NOT_FOUND = 'Studio not found';
// Spec §5/§8: the message for a studio that is not enabled for online ordering.
export const STUDIO_LOAD_ERROR = 'There was an error loading the studio';
/** A studio a system administrator closed, in words a parent understands (when the read has its name). */
export const studioClosed = (name: string) => `${name} is not taking orders online right now`;

/** Whether customers may order from this studio: it exists, is approved and not closed, and is open for ordering. */
export function isOrderableStudio<T extends Pick<StudioRow, 'status' | 'rspoEnabled'>>(studio: T | null): studio is T {
  return !!studio && studio.status === 'active' && studio.rspoEnabled;
}

/**
 * A studio customers may use: it exists, is approved (a pending studio answers like an unknown one), is
 * not closed by a system administrator and is enabled for online ordering (rspoEnabled). A closed studio
 * is refused like one not open for ordering (403), in its own words when the read has the studio's name.
 */
export function loadPublicStudio<T extends Pick<StudioRow, 'status' | 'rspoEnabled'> & { name?: string }>(studio: T | null): T {
  if (!studio || studio.status === 'pending') throw notFound(STUDIO_NOT_FOUND);
  if (studio.status === 'disabled' && studio.name) throw new HttpError(403, studioClosed(studio.name));
  if (!isOrderableStudio(studio)) throw new HttpError(403, STUDIO_LOAD_ERROR);
  return studio;
}

/**
 * The jobs an access code opens: the studio's code opens every visible job, a job's own code opens that
 * job; an unknown code opens none (an empty list rather than an error, like a search with no hit).
 */
export async function resolveAccessCode(db: Executor, studio: Pick<StudioRow, 'id' | 'accessCode'>, code: string): Promise<number[] | undefined> {
  if (studio.accessCode && studio.accessCode.toUpperCase() === code.toUpperCase()) return undefined;
  const job = await jobsRepository.findByAccessCode(db, studio.id, code);
  return job ? [job.id] : [];
}
