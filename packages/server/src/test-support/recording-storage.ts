import type { Storage } from '../services/storage/storage';

/**
 * A storage that notes every write and removal before passing it on. Test files share the template's
 * storage folder and run in parallel, so "nothing was stored" is asserted on this app's own writes,
 * never by counting files in the folder. The target is set once the test app (and its folder) exists.
 */
export class RecordingStorage implements Storage {
  target: Storage | null = null;
  readonly writes: string[] = [];
  private get inner(): Storage {
    if (!this.target) throw new Error('RecordingStorage: set target first');
    return this.target;
  }
  put(key: string, data: Buffer) {
    this.writes.push(`put ${key}`);
    return this.inner.put(key, data);
  }
  remove(key: string) {
    this.writes.push(`remove ${key}`);
    return this.inner.remove(key);
  }
  get = (key: string) => this.inner.get(key);
  exists = (key: string) => this.inner.exists(key);
}
