import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalStorage, type Storage } from '../services/storage/storage';

/**
 * The template's shared storage for reading (the seeded originals), with this app's writes and removals
 * kept in a folder of its own: for a test that changes files other test files read (e.g. makes every
 * proof again with another mark). The shared folder is set once the test app exists.
 */
export class PrivateWritesStorage implements Storage {
  constructor(public shared: Storage | null = null) {}
  private readonly own = new LocalStorage(mkdtempSync(join(tmpdir(), 'shutterday-own-storage-')));
  private readonly removed = new Set<string>();
  private get base(): Storage {
    if (!this.shared) throw new Error('PrivateWritesStorage: set shared first');
    return this.shared;
  }
  async put(key: string, data: Buffer) {
    this.removed.delete(key);
    await this.own.put(key, data);
  }
  async remove(key: string) {
    this.removed.add(key);
    await this.own.remove(key);
  }
  async get(key: string) {
    if (this.removed.has(key)) return null;
    return (await this.own.get(key)) ?? this.base.get(key);
  }
  async exists(key: string) {
    return !this.removed.has(key) && ((await this.own.exists(key)) || this.base.exists(key));
  }
}
