import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

// Counters and sessions move with every login and limited request; they are not the victim's data.
const NOT_DATA = new Set(['rate_counters', 'refresh_tokens']);

/** A checksum of every table's rows: equal before and after means nothing was written. */
export async function tableChecksums(db: Database): Promise<Record<string, string>> {
  const tables = (await db.execute(sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`)) as unknown as { rows: Array<{ table_name: string }> };
  const sums: Record<string, string> = {};
  for (const { table_name: table } of tables.rows) {
    if (NOT_DATA.has(table)) continue;
    const result = (await db.execute(sql.raw(`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as sum from "${table}" t`))) as unknown as { rows: Array<{ sum: string }> };
    sums[table] = result.rows[0]!.sum;
  }
  return sums;
}
