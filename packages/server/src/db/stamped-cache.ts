import { LRUCache } from 'lru-cache';
import type { Database } from './client';

/** An entry nobody read for this long leaves memory (it would still be right: the stamp decides that). */
const IDLE_MS = 15 * 60 * 1000;

/**
 * Reads kept in this server's memory, each with the stamp of the read versions it was read at: the
 * studio's `content_version`, a cart's `contents_version`, which the database bumps in the transaction
 * of any change of what they cover (migration 0004; docs/performance.md "Read versions"). A value comes
 * back only for the stamp the caller has just read from the database, so no server instance serves what
 * any writer changed, and nothing has to expire to be right.
 *
 * The value must have been read at or after its stamp (the stamp read first, or in the same statement),
 * never before it, and outside a transaction: a rolled-back change leaves the versions as they were.
 */
export class StampedCache<V extends object> {
  readonly #entries: LRUCache<string, { stamp: string; value: V }>;

  constructor(max: number) {
    this.#entries = new LRUCache({ max, ttl: IDLE_MS, updateAgeOnGet: true });
  }

  /**
   * The value kept for the key with the stamp it was read at, whatever that stamp: the caller reads the
   * current versions and uses the value only when they make the same stamp.
   */
  entry(key: string): { stamp: string; value: V } | undefined {
    return this.#entries.get(key);
  }

  set(key: string, stamp: string, value: V): void {
    this.#entries.set(key, { stamp, value });
  }
}

/** One cache per database, like the named statements: two apps in one process never share answers. */
export function stampedCaches<V extends object>(max: number): (db: Database) => StampedCache<V> {
  const caches = new WeakMap<Database, StampedCache<V>>();
  return (db) => caches.get(db) ?? caches.set(db, new StampedCache<V>(max)).get(db)!;
}
