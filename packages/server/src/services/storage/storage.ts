import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, normalize, sep } from 'node:path';

/** What a download link makes the store answer, and for how long it works. */
export interface DownloadLink {
  contentDisposition: string;
  contentType: string;
  seconds: number;
}

/** Where originals, thumbnails and previews live. Keys are relative, slash-separated paths. */
export interface Storage {
  put(key: string, data: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  exists(key: string): Promise<boolean>;
  remove(key: string): Promise<void>;
  /**
   * A short-lived link browsers download the object from without passing through the server (an object
   * store's presigned URL); absent or null where there is none (the local folder), and the server sends it.
   */
  downloadLink?(key: string, link: DownloadLink): Promise<string | null>;
}

/** The default: a folder on the local disk (`${DATA_DIR}/storage`). */
export class LocalStorage implements Storage {
  constructor(private readonly root: string) {}

  private path(key: string): string {
    const path = normalize(join(this.root, key));
    // A key must never climb out of the storage folder.
    if (!path.startsWith(this.root + sep)) throw new Error(`Invalid storage key: ${key}`);
    return path;
  }

  /**
   * Written beside its place and renamed into it (atomic on one disk), as an object store's put is: a reader
   * never sees half a file, whether the writer crashed or a second writer of the same key (a job re-sent
   * after a crash runs beside the one it replaces) is halfway through.
   */
  async put(key: string, data: Buffer): Promise<void> {
    const path = this.path(key);
    await mkdir(dirname(path), { recursive: true });
    const partial = `${path}.${randomBytes(6).toString('hex')}.partial`;
    try {
      await writeFile(partial, data);
      await rename(partial, path);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.path(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    try {
      await stat(this.path(key));
      return true;
    } catch {
      return false;
    }
  }

  async remove(key: string): Promise<void> {
    await rm(this.path(key), { force: true });
  }
}
