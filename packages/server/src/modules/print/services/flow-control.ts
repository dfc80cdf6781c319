import type { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';

/** How much drawn PDF may wait unread before drawing pauses (pdfkit itself never waits for its reader). */
export const UNREAD_LIMIT = 256 * 1024;
const RECHECK_MS = 10;

/**
 * Waits while the reader (the HTTP answer) is behind, so a slow download of a big job keeps about a
 * quarter of a megabyte in memory rather than the whole file. It looks at the unread length again and
 * again rather than listening for 'data', which would switch the stream to flowing and drop what no one
 * reads. Answers false when the stream is gone (the client left); the caller then stops drawing.
 */
export async function readerCaughtUp(stream: Readable, limit = UNREAD_LIMIT): Promise<boolean> {
  while (!stream.destroyed && stream.readableLength > limit) await sleep(RECHECK_MS);
  return !stream.destroyed;
}
