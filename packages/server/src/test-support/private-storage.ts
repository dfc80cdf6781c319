import { LocalStorage, type Storage } from '../services/storage/storage';

/**
 * A test app's storage: the template's shared folder for reading (the seeded originals), with this app's
 * writes and removals kept in a folder of its own. Every test file starts from the same template, so two
 * files running side by side have the same order, file and image ids: their print files, thumbnails and
 * proofs must never land on each other's keys.
 */
export class PrivateWritesStorage implements Storage {
  private readonly own: LocalStorage;
  private readonly removed = new Set<string>();

  constructor(
    private readonly shared: Storage,
    ownDir: string,
  ) {
    this.own = new LocalStorage(ownDir);
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
    return (await this.own.get(key)) ?? this.shared.get(key);
  }

  async exists(key: string) {
    return !this.removed.has(key) && ((await this.own.exists(key)) || this.shared.exists(key));
  }
}
