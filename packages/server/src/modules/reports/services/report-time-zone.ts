import type { Executor } from '../../../db/client';
import { badRequest } from '../../../http/http-error';
import { knowsTimeZone } from '../repositories/report-reading';

/** 400 for a time zone the database does not know (the schema only checks its shape). */
export async function requireKnownTimeZone(db: Executor, zone: string | undefined): Promise<void> {
  if (zone && !(await knowsTimeZone(db, zone))) throw badRequest(['timeZone: This value must be a time zone such as America/Chicago']);
}
