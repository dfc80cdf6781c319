import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { serverRoot } from '../../../server-root';

/**
 * The green-screen key runs on worker threads (`green-screen-worker.mjs`, an integer loop with a table of how
 * much each green excess keeps): a print's key never holds up the requests the event loop serves. libvips
 * through sharp was measured and left (docs/performance.md): sharp has no per-pixel minimum or look-up table,
 * so the key takes five float passes there, ≈ 15 times the loop's CPU.
 */
const WORKER_FILE = join(serverRoot, 'src/modules/fulfilment/render/green-screen-worker.mjs');
/** One thread per two cores: a key costs 10–35 ms of a print's 150–250, so more would only sit idle. */
const THREADS = Math.max(1, Math.floor(availableParallelism() / 2));

export interface RawPixels {
  data: Buffer;
  width: number;
  height: number;
  channels: number;
}

interface Pending {
  resolve(pixels: Buffer): void;
  reject(error: Error): void;
}

interface KeyThread {
  worker: Worker;
  pending: Map<number, Pending>;
}

const threads: KeyThread[] = [];
let nextId = 0;

function failAll(thread: KeyThread, error: Error): void {
  const at = threads.indexOf(thread);
  if (at >= 0) threads.splice(at, 1);
  for (const { reject } of thread.pending.values()) reject(error);
  thread.pending.clear();
}

function startThread(): KeyThread {
  const thread: KeyThread = { worker: new Worker(WORKER_FILE), pending: new Map() };
  thread.worker.unref();
  thread.worker.on('message', ({ id, pixels, error }: { id: number; pixels?: Uint8Array; error?: string }) => {
    const task = thread.pending.get(id);
    if (!task) return;
    thread.pending.delete(id);
    // An idle thread never keeps the process alive; a busy one does, so an awaited key always arrives.
    if (thread.pending.size === 0) thread.worker.unref();
    if (pixels) task.resolve(Buffer.from(pixels.buffer, pixels.byteOffset, pixels.byteLength));
    else task.reject(new Error(`The green-screen key failed: ${error}`));
  });
  thread.worker.on('error', (error) => failAll(thread, error));
  thread.worker.on('exit', (code) => failAll(thread, new Error(`The green-screen key thread stopped (exit code ${code})`)));
  threads.push(thread);
  return thread;
}

/** The least busy thread, a new one while fewer than THREADS run. */
function leastBusy(): KeyThread {
  const idle = threads.find((thread) => thread.pending.size === 0);
  if (idle) return idle;
  if (threads.length < THREADS) return startThread();
  return threads.reduce((best, thread) => (thread.pending.size < best.pending.size ? thread : best));
}

/**
 * The subject laid over a green-screen background of the same size, as RGB. A photo with an alpha channel
 * (a studio's cut-out) is trusted as it is; otherwise green is keyed out: a soft matte where green clearly
 * exceeds red and blue, and the green spill taken off the subject's edges.
 */
export function layOverBackground(subject: RawPixels, background: RawPixels): Promise<Buffer> {
  if (background.width !== subject.width || background.height !== subject.height || background.channels !== 3) {
    return Promise.reject(new Error('The background must be RGB at the size of the photo'));
  }
  if (subject.channels !== 3 && subject.channels !== 4) return Promise.reject(new Error('The photo must be RGB or RGBA'));
  const thread = leastBusy();
  const id = nextId++;
  return new Promise<Buffer>((resolve, reject) => {
    thread.pending.set(id, { resolve, reject });
    thread.worker.ref();
    thread.worker.postMessage({ id, subject: subject.data, channels: subject.channels, background: background.data });
  });
}
