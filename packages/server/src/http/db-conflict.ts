import { CONFLICT_MESSAGES, UNIQUE_CONFLICT_MESSAGES } from '@shutterday/domain/server';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../db/schema';

/** The fields PostgreSQL (through pg or PGlite) reports on a violated constraint. */
interface DatabaseViolation {
  code: string;
  constraint?: string;
  table?: string;
  message?: string;
}

const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';

/** PostgreSQL keeps 63 bytes of a name (NAMEDATALEN - 1): longer generated names arrive cut. */
const DATABASE_NAME_LENGTH = 63;

/** Every foreign key of the schema by its name in the database: the table that refers and the table it refers to. */
export const FOREIGN_KEYS: ReadonlyMap<string, { table: string; references: string }> = new Map(
  (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => value instanceof PgTable)
    .flatMap((table) => {
      const config = getTableConfig(table);
      return config.foreignKeys.map((key) => [key.getName().slice(0, DATABASE_NAME_LENGTH), { table: config.name, references: getTableConfig(key.reference().foreignTable).name }] as const);
    }),
);

/** The database's violation behind an error: drizzle wraps it (`cause`), pg and PGlite raise it as is. */
export function databaseViolation(error: unknown): DatabaseViolation | null {
  for (let current = error as (DatabaseViolation & { cause?: unknown }) | undefined, depth = 0; current && depth < 5; current = current.cause as typeof current, depth += 1) {
    if (current.code === UNIQUE_VIOLATION || current.code === FOREIGN_KEY_VIOLATION) return current;
  }
  return null;
}

/**
 * The sentence a person reads when a request broke a unique rule or a reference (answered with 409), or
 * null for any other error. A reference is broken in one of two directions: a write naming a record that
 * is gone ("insert or update on …"), or a delete of a record still pointed at ("update or delete on …").
 */
export function conflictMessage(error: unknown): string | null {
  const violation = databaseViolation(error);
  if (!violation) return null;
  if (violation.code === UNIQUE_VIOLATION) return UNIQUE_CONFLICT_MESSAGES[violation.constraint ?? ''] ?? CONFLICT_MESSAGES.duplicate;
  const key = FOREIGN_KEYS.get(violation.constraint ?? '');
  const referencing = key?.table ?? violation.table ?? '';
  const referenced = key?.references ?? '';
  return violation.message?.startsWith('update or delete') ? CONFLICT_MESSAGES.stillReferenced(referenced, referencing) : CONFLICT_MESSAGES.missingReference(referenced);
}
