import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
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
  /** The temporary file, for sharp to read; removed once the answer is sent. */
  path: string;
  /** Its size in bytes. */
  size: number;
  /** sha-256 of the bytes as uploaded (hex). */
  sha256: string;
  /** Its first bytes (the magic numbers that say what it is). */
  head: Buffer;
}

const HEAD_BYTES = 16;
let folder: string | null = null;

/** This process's folder of uploads being received (created on first use, removed when the process ends). */
export function spoolFolder(): string {
  if (!folder) {
    const made = mkdtempSync(join(tmpdir(), 'shutterday-uploads-'));
    folder = made;
    process.once('exit', () => rmSync(made, { recursive: true, force: true }));
  }
  return folder;
}

/** Writes `stream` to a new temporary file, hashing it on the way; a failed write leaves no file. */
export async function spool(stream: Readable): Promise<SpooledFile> {
  const path = join(spoolFolder(), randomUUID());
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
