import { CONFLICT_MESSAGES, RECORD_NOUNS, UNIQUE_CONFLICT_MESSAGES } from '@shutterday/domain/server';
import { sql, type SQL } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../test-support/app';
import { conflictMessage, databaseViolation, FOREIGN_KEYS } from '../db-conflict';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({
    beforeReady: (app) => {
      // A route that breaks each kind of rule the way a race would, to see what the caller gets.
      app.post('/api/conflict-probe/:kind', async (request) => {
        const { kind } = request.params as { kind: string };
        if (kind === 'unique') await app.db.execute(sql`update subject_groups set name = (select name from subject_groups o where o.job_id = subject_groups.job_id and o.id <> subject_groups.id limit 1) where id = (select min(id) from subject_groups)`);
        if (kind === 'missing') await app.db.execute(sql`update subjects set group_id = -1 where id = (select min(id) from subjects)`);
        if (kind === 'referenced') await app.db.execute(sql`delete from jobs where id = (select min(job_id) from orders)`);
        return { data: 'written' };
      });
    },
  });
});
afterAll(() => ctx.close());

const rows = async <T>(query: SQL) => ((await ctx.db.execute(query)) as unknown as { rows: T[] }).rows;
const failure = async (query: SQL, what = 'the statement'): Promise<unknown> => {
  try {
    await ctx.db.execute(query);
  } catch (error) {
    return error;
  }
  throw new Error(`${what} broke no rule`);
};

interface UniqueIndex { name: string; table: string; columns: string[]; predicate: string | null; serialId: boolean }
const uniqueIndexes = () =>
  rows<{ name: string; table: string; columns: string[]; predicate: string | null; serial_id: boolean }>(sql`
    select c.relname as name, t.relname as table, pg_get_expr(i.indpred, i.indrelid) as predicate,
      array(select a.attname::text from unnest(i.indkey) with ordinality k(n, o) join pg_attribute a on a.attrelid = t.oid and a.attnum = k.n order by k.o) as columns,
      (i.indisprimary and i.indnatts = 1 and exists (select 1 from pg_attribute a where a.attrelid = t.oid and a.attnum = i.indkey[0] and a.attname = 'id'
        and pg_get_expr((select d.adbin from pg_attrdef d where d.adrelid = t.oid and d.adnum = a.attnum), t.oid) like 'nextval%')) as serial_id
    from pg_index i join pg_class c on c.oid = i.indexrelid join pg_class t on t.oid = i.indrelid join pg_namespace n on n.oid = t.relnamespace
    where n.nspname = 'public' and i.indisunique order by c.relname`).then((list) => list.map((row): UniqueIndex => ({ ...row, serialId: row.serial_id })));

const quoted = (names: string[]) => names.map((name) => `"${name}"`).join(', ');

describe('every unique rule and reference of the database', () => {
  it('has a sentence a person understands (the numbered ids the database makes itself aside)', async () => {
    const indexes = (await uniqueIndexes()).filter((index) => !index.serialId);
    expect(indexes.map((index) => index.name).sort()).toEqual(Object.keys(UNIQUE_CONFLICT_MESSAGES).sort());
    const keys = await rows<{ name: string; table: string; references: string }>(sql`
      select c.conname as name, t.relname as table, r.relname as references from pg_constraint c join pg_class t on t.oid = c.conrelid join pg_class r on r.oid = c.confrelid
      join pg_namespace n on n.oid = t.relnamespace where n.nspname = 'public' and c.contype = 'f' order by 1`);
    expect(keys.length).toBeGreaterThan(50);
    expect(keys.filter(({ name, table, references }) => FOREIGN_KEYS.get(name)?.table !== table || FOREIGN_KEYS.get(name)?.references !== references)).toEqual([]);
    const tables = await rows<{ table_name: string }>(sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`);
    expect(tables.map((t) => t.table_name).filter((table) => !RECORD_NOUNS[table])).toEqual([]);
  });

  it('maps each unique rule the demo data can break to its own sentence, on this database', async () => {
    const exercised = new Set<string>();
    // An index on an expression (a release token's name in any case) names no column to copy; its sentence is
    // checked above and its route's own test makes it answer.
    for (const index of (await uniqueIndexes()).filter((i) => !i.serialId && i.columns.length > 0)) {
      // Rows whose key is whole (null keys never collide), within a partial index's predicate.
      const where = `where (${quoted(index.columns)}) is not null ${index.predicate ? `and ${index.predicate}` : ''}`;
      const [{ n }] = (await rows<{ n: number }>(sql.raw(`select count(*)::int as n from "${index.table}" ${where}`))) as [{ n: number }];
      if (n === 0) continue;
      // Two rows: give one the other's key. One row: copy it whole (the numbered id aside).
      const statement = n >= 2
        ? `update "${index.table}" t set (${quoted(index.columns)}) = (select ${quoted(index.columns)} from "${index.table}" o where o.ctid <> t.ctid and (${quoted(index.columns)}) is not null ${index.predicate ? `and ${index.predicate}` : ''} limit 1) where t.ctid = (select min(ctid) from "${index.table}" ${where})`
        : await copyRow(index.table);
      const error = await failure(sql.raw(statement), `${index.name}: ${statement}`);
      const violation = databaseViolation(error);
      expect([index.name, violation?.code]).toEqual([index.name, '23505']);
      exercised.add(violation!.constraint!);
      expect([violation!.constraint, conflictMessage(error)]).toEqual([violation!.constraint, UNIQUE_CONFLICT_MESSAGES[violation!.constraint!]]);
    }
    // The demo data fills most tables; the rules of those it leaves empty are covered by the sentence check above.
    expect(exercised.size).toBeGreaterThanOrEqual(24);
  });

  it('maps a write naming a record that is gone, and a delete of a record still referred to, to sentences naming both', async () => {
    let missing = 0;
    for (const [name, key] of FOREIGN_KEYS) {
      const [column] = await rows<{ column: string; type: string }>(sql`
        select a.attname as column, format_type(a.atttypid, a.atttypmod) as type from pg_constraint c join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
        where c.conname = ${name} and array_length(c.conkey, 1) = 1`);
      if (!column) continue;
      const [{ n }] = (await rows<{ n: number }>(sql.raw(`select count(*)::int as n from "${key.table}" where "${column.column}" is not null`))) as [{ n: number }];
      if (n === 0) continue;
      const gone = column.type === 'integer' ? '-1' : `'no-such-record'`;
      const error = await failure(sql.raw(`update "${key.table}" set "${column.column}" = ${gone} where ctid = (select min(ctid) from "${key.table}" where "${column.column}" is not null)`));
      expect([name, databaseViolation(error)?.code, conflictMessage(error)]).toEqual([name, '23503', CONFLICT_MESSAGES.missingReference(key.references)]);
      missing += 1;
    }
    expect(missing).toBeGreaterThanOrEqual(38);
    const error = await failure(sql`delete from jobs where id = (select min(job_id) from orders)`);
    expect(conflictMessage(error)).toBe('This job cannot be deleted while orders still refer to it.');
    expect(conflictMessage(await failure(sql`update subjects set group_id = -1 where id = (select min(id) from subjects)`))).toBe('The group this refers to no longer exists. Reload the page and try again.');
  });
});

describe('the error handler', () => {
  it.each([
    ['unique', UNIQUE_CONFLICT_MESSAGES.subject_groups_job_name_unique],
    ['missing', 'The group this refers to no longer exists. Reload the page and try again.'],
    ['referenced', 'This job cannot be deleted while orders still refer to it.'],
  ])('answers a %s violation with 409 and its sentence, never a 5xx', async (kind, message) => {
    const answer = await ctx.app.inject({ method: 'POST', url: `/api/conflict-probe/${kind}` });
    expect([answer.statusCode, answer.json()]).toEqual([409, { errors: [message] }]);
  });
});

async function copyRow(table: string): Promise<string> {
  const columns = await rows<{ column_name: string }>(sql`select column_name from information_schema.columns where table_schema = 'public' and table_name = ${table} and not (column_name = 'id' and coalesce(column_default, '') like 'nextval%') order by ordinal_position`);
  const names = quoted(columns.map((c) => c.column_name));
  return `insert into "${table}" (${names}) select ${names} from "${table}" limit 1`;
}
