import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream, mkdirSync, readdirSync } from 'node:fs';
import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * An uploaded file as it arrived, written to a temporary file while it was received (never held whole in
 * memory: a 40 MB photo costs the process a few 64 KB chunks, however many arrive at once).
 */
export interface SpooledFile {
  /** The temporary file, for sharp to read; removed before the answer is sent. */
  path: string;
  /** Its size in bytes. */
  size: number;
  /** sha-256 of the bytes as uploaded (hex). */
  sha256: string;
  /** Its first bytes (the magic numbers that say what it is). */
  head: Buffer;
}

const HEAD_BYTES = 16;
/** A file left there this long is no upload in progress (a process that died mid-upload left it). */
const STALE_MS = 60 * 60 * 1000;

/**
 * The folder of uploads being received: in the server's own data folder (`DATA_DIR/receiving`), never the
 * system's temporary folder, which the system's cleaning (or any other program) may empty under a running
 * server. Made again whenever it is missing. Several processes of one installation share it: each names
 * its files after itself.
 */
export function spoolFolder(dataDir: string): string {
  const path = join(dataDir, 'receiving');
  mkdirSync(path, { recursive: true, mode: 0o700 });
  return path;
}

/** The files this process is receiving now. */
export const spooledNow = (dataDir: string): string[] => readdirSync(spoolFolder(dataDir)).filter((name) => name.startsWith(`${process.pid}-`));

/** At start: removes what processes that died mid-upload left (files older than an hour). */
export async function sweepSpooled(dataDir: string, now = Date.now()): Promise<void> {
  const folder = spoolFolder(dataDir);
  for (const name of await readdir(folder)) {
    const path = join(folder, name);
    const modified = await stat(path).then((info) => info.mtimeMs, () => now);
    if (now - modified > STALE_MS) await removeSpooled(path);
  }
}

/** Writes `stream` to a new file of the data folder's `receiving/`, hashing it on the way; a failed write leaves no file. */
export async function spool(stream: Readable, dataDir: string): Promise<SpooledFile> {
  const path = join(spoolFolder(dataDir), `${process.pid}-${randomUUID()}`);
  const hash = createHash('sha256');
  let size = 0;
  let head = Buffer.alloc(0);
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      size += chunk.length;
      if (head.length < HEAD_BYTES) head = Buffer.concat([head, chunk.subarray(0, HEAD_BYTES - head.length)]);
      done(null, chunk);
    },
  });
  try {
    await pipeline(stream, tap, createWriteStream(path, { flags: 'wx', mode: 0o600 }));
  } catch (error) {
    await removeSpooled(path);
    throw error;
  }
  return { path, size, sha256: hash.digest('hex'), head };
}

export const removeSpooled = (path: string) => rm(path, { force: true });
