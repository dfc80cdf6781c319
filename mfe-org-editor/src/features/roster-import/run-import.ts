import { SUBJECT_BULK_LIMIT, type SubjectBulkResult, type SubjectBulkRow } from '@shutterday/domain/staff';

export interface ImportProgress {
  done: number;
  total: number;
}

export interface ImportOutcome {
  created: number;
  updated: number;
  /** Rows written before a chunk failed (each chunk is all or nothing on the server). */
  done: number;
  error: unknown | null;
}

/**
 * Sends the rows in chunks (the server takes at most SUBJECT_BULK_LIMIT per request), one after another, so
 * the progress is real. It stops at the first refused chunk: the chunks before it are saved, and importing
 * the same file again updates them instead of duplicating (the server matches each row to its subject).
 */
export async function runImport(rows: SubjectBulkRow[], post: (chunk: SubjectBulkRow[]) => Promise<SubjectBulkResult>, onProgress: (progress: ImportProgress) => void, chunkSize = SUBJECT_BULK_LIMIT): Promise<ImportOutcome> {
  const outcome: ImportOutcome = { created: 0, updated: 0, done: 0, error: null };
  onProgress({ done: 0, total: rows.length });
  for (let start = 0; start < rows.length; start += chunkSize) {
    const chunk = rows.slice(start, start + chunkSize);
    try {
      const answer = await post(chunk);
      outcome.created += answer.created;
      outcome.updated += answer.updated;
      outcome.done += chunk.length;
      onProgress({ done: outcome.done, total: rows.length });
    } catch (error) {
      return { ...outcome, error };
    }
  }
  return outcome;
}
