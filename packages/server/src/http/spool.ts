import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream, mkdirSync, readdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
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
/**
 * The folder of uploads being received (one per system user, private to that user), made again whenever it
 * is missing: the system's cleaning of its temporary folder (or anyone's) must not fail the next upload.
 */
export function spoolFolder(base = tmpdir()): string {
  return mkdirFolder(join(base, `shutterday-uploads-${process.getuid?.() ?? 'user'}`));
}

function mkdirFolder(path: string): string {
  mkdirSync(path, { recursive: true, mode: 0o700 });
  return path;
}

/** The files this process is receiving now (each named after the process, so several share the folder). */
export const spooledNow = (): string[] => readdirSync(spoolFolder()).filter((name) => name.startsWith(`${process.pid}-`));

/** Writes `stream` to a new temporary file, hashing it on the way; a failed write leaves no file. */
export async function spool(stream: Readable): Promise<SpooledFile> {
  const path = join(spoolFolder(), `${process.pid}-${randomUUID()}`);
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
