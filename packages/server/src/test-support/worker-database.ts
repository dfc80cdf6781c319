import { readFileSync } from 'node:fs';
import { type PGlite } from '@electric-sql/pglite';
import { PGlite as RealmSafePGlite } from './pglite-realms';

// One embedded database per jest worker, handed to one test file at a time and reset to the template
// between files. Loading PGlite from the 44 MB template dump costs ≈ 0.9 s of CPU; putting the
// template's rows back costs ≈ 0.1 s. Loaded by the server project's test environment
// (worker-environment.ts), outside jest's per-file module registry, so it outlives each file.

interface TableCopy {
  name: string;
  rows: Blob;
}

interface Snapshot {
  /** What the catalog held (tables, columns, indexes, triggers, functions): a file that changed it gets a fresh load. */
  catalog: string;
  tables: TableCopy[];
  sequences: { name: string; lastValue: string; isCalled: boolean }[];
}

const quoted = (schema: string, name: string) => `"${schema.replaceAll('"', '""')}"."${name.replaceAll('"', '""')}"`;

/** Every relation, column, trigger, function and schema outside the system ones, as one text. */
const CATALOG = `
  select md5(string_agg(entry, ',' order by entry)) as catalog from (
    select n.nspname || '.' || c.relname || ':' || c.relkind::text || ':' ||
           coalesce((select string_agg(a.attname || ' ' || format_type(a.atttypid, a.atttypmod) || a.attnotnull::text || a.attgenerated::text, ';' order by a.attnum)
                     from pg_attribute a where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped), '') as entry
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast') and n.nspname not like 'pg_temp%' and n.nspname not like 'pg_toast_temp%'
    union all
    select 'trigger ' || t.tgrelid::regclass::text || '.' || t.tgname || ':' || t.tgenabled::text from pg_trigger t where not t.tgisinternal
    union all
    select 'function ' || p.oid::regprocedure::text || ':' || md5(p.prosrc) from pg_proc p join pg_namespace n on n.oid = p.pronamespace
     where n.nspname not in ('pg_catalog', 'information_schema')
    union all
    select 'schema ' || nspname from pg_namespace where nspname not like 'pg_temp%' and nspname not like 'pg_toast_temp%'
  ) entries`;

async function catalogOf(client: PGlite): Promise<string> {
  return (await client.query<{ catalog: string }>(CATALOG)).rows[0]!.catalog;
}

async function takeSnapshot(client: PGlite): Promise<Snapshot> {
  const tables = await client.query<{ schema: string; name: string }>(
    `select schemaname as schema, tablename as name from pg_tables where schemaname not in ('pg_catalog', 'information_schema') order by 1, 2`,
  );
  const sequences = await client.query<{ schema: string; name: string }>(
    `select schemaname as schema, sequencename as name from pg_sequences order by 1, 2`,
  );
  const snapshot: Snapshot = { catalog: await catalogOf(client), tables: [], sequences: [] };
  for (const table of tables.rows) {
    const name = quoted(table.schema, table.name);
    // COPY's text form gives back every value exactly (generated columns are left to the database).
    const copied = await client.query(`copy ${name} to '/dev/blob'`);
    snapshot.tables.push({ name, rows: copied.blob ?? new Blob([]) });
  }
  for (const sequence of sequences.rows) {
    const name = quoted(sequence.schema, sequence.name);
    const state = await client.query<{ last_value: string; is_called: boolean }>(`select last_value::text, is_called from ${name}`);
    snapshot.sequences.push({ name, lastValue: state.rows[0]!.last_value, isCalled: state.rows[0]!.is_called });
  }
  return snapshot;
}

/**
 * Everything a test could read back, as text: the catalog's fingerprint, each table's rows (sorted, so
 * their order on disk does not count) and each sequence's position.
 */
export async function databaseContents(client: PGlite): Promise<Record<string, string>> {
  const snapshot = await takeSnapshot(client);
  const contents: Record<string, string> = { catalog: snapshot.catalog };
  for (const table of snapshot.tables) contents[table.name] = (await table.rows.text()).split('\n').sort().join('\n');
  for (const sequence of snapshot.sequences) contents[sequence.name] = `${sequence.lastValue} ${sequence.isCalled}`;
  return contents;
}

/**
 * Puts the template's rows and sequence positions back: every table emptied and refilled in one
 * transaction, with triggers (foreign keys included) off while the copies go in, as in a restore.
 * Session state a file may have left (settings, temporary tables, prepared statements, an open
 * transaction) is discarded first.
 */
async function restore(client: PGlite, snapshot: Snapshot): Promise<void> {
  await client.exec('rollback');
  await client.exec('discard all');
  await client.transaction(async (tx) => {
    await tx.exec(`set local session_replication_role = replica`);
    await tx.exec(`truncate ${snapshot.tables.map((table) => table.name).join(', ')}`);
    for (const table of snapshot.tables) {
      if (table.rows.size > 0) await tx.query(`copy ${table.name} from '/dev/blob'`, [], { blob: table.rows });
    }
    for (const sequence of snapshot.sequences) {
      await tx.query(`select setval($1::regclass, $2::bigint, $3)`, [sequence.name, sequence.lastValue, sequence.isCalled]);
    }
  });
}

export interface Lease {
  client: PGlite;
  /** Gives the database back; the client stops answering (as a closed PGlite would). */
  release(): void;
}

/** A client that stops answering once revoked. */
function leased(client: PGlite): { client: PGlite; revoke(): void } {
  let revoked = false;
  const proxy = new Proxy(client, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        if (revoked) throw new Error('This test file’s database is closed');
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return { client: proxy, revoke: () => (revoked = true) };
}

export class WorkerDatabase {
  private client: PGlite | null = null;
  private dump: string | null = null;
  private snapshot: Snapshot | null = null;
  private lease: Lease | null = null;
  /** How many times the template was loaded (the first file, and after a file changed the schema). */
  loads = 0;
  /** Set while a holder is being handed the database (between acquire's start and its lease). */
  private handing = false;

  /**
   * The worker's database, reset to the template dump, for one test file; null while another holder
   * has it (a file's second app then opens a database of its own, as every file did before).
   */
  async acquire(dump: string): Promise<Lease | null> {
    if (this.lease || this.handing) return null;
    this.handing = true;
    let client: PGlite | null;
    try {
      client = await this.reset(dump);
    } finally {
      this.handing = false;
    }
    const { client: handed, revoke } = leased(client);
    const lease: Lease = {
      client: handed,
      release: () => {
        revoke();
        if (this.lease === lease) this.lease = null;
      },
    };
    this.lease = lease;
    return lease;
  }

  /** Whoever holds the database gives it back (its test file ended). */
  releaseAny(): void {
    this.lease?.release();
  }

  /** The database at the template's state: the loaded one reset, or a fresh load when it cannot be. */
  private async reset(dump: string): Promise<PGlite> {
    const client = this.dump === dump ? this.client : null;
    if (client && this.snapshot) {
      try {
        if ((await catalogOf(client)) !== this.snapshot.catalog) throw new Error('The catalog changed');
        await restore(client, this.snapshot);
        return client;
      } catch {
        // Loaded afresh below.
      }
    }
    return this.load(dump);
  }

  /** Closes the database (the end of a run in jest's own process; a worker process just exits). */
  async close(): Promise<void> {
    this.releaseAny();
    const client = this.client;
    this.client = null;
    this.snapshot = null;
    this.dump = null;
    await client?.close();
  }

  private async load(dump: string): Promise<PGlite> {
    const previous = this.client;
    this.client = null;
    this.snapshot = null;
    if (previous) await previous.close().catch(() => undefined);
    const client = new RealmSafePGlite({ loadDataDir: new Blob([readFileSync(dump)]) });
    this.loads += 1;
    await client.waitReady;
    const snapshot = await takeSnapshot(client);
    // Every file, the first included, starts from the restored state, so all of them see the same
    // tables (laid out by the copy, with the same planner statistics) whatever ran before them.
    await restore(client, snapshot);
    this.client = client;
    this.dump = dump;
    this.snapshot = snapshot;
    return client;
  }
}

/** This process's one (loaded by the first file that asks for it). */
export const workerDatabase = new WorkerDatabase();
