import { registerRemotes } from '@module-federation/enhanced/runtime';

export const REMOTE_NAMES = ['customer', 'studioAdmin', 'systemAdmin', 'orgEditor'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** Keeps the known remotes that have a usable manifest URL; anything else in the file is ignored. */
export function parseRegistry(body: unknown): { name: RemoteName; entry: string }[] {
  if (typeof body !== 'object' || body === null) return [];
  const registry = body as Record<string, unknown>;
  return REMOTE_NAMES.flatMap((name) => {
    const entry = registry[name];
    return typeof entry === 'string' && entry.trim() !== '' ? [{ name, entry }] : [];
  });
}

/** The manifest each remote was registered from: a failure report names it. */
export const registeredEntries = new Map<string, string>();

const BUCKET_KEY = 'shutterday:canary-bucket';

/** This browser's number from 0 to 99, drawn once and kept: a canary at p% goes to the browsers under p. */
export function canaryBucket(storage: Pick<Storage, 'getItem' | 'setItem'> | undefined = globalThis.localStorage): number {
  try {
    if (!storage) return 100;
    const raw = storage.getItem(BUCKET_KEY);
    const kept = raw === null ? NaN : Number(raw);
    if (Number.isInteger(kept) && kept >= 0 && kept < 100) return kept;
    const drawn = Math.floor(Math.random() * 100);
    storage.setItem(BUCKET_KEY, String(drawn));
    return drawn;
  } catch {
    // No storage (private modes): never part of a canary, so the page is the same on every load.
    return 100;
  }
}

/** The registry with each canary this browser falls in put in place of the live release. */
export function withCanaries(body: unknown, bucket: number): unknown {
  if (typeof body !== 'object' || body === null) return body;
  const { canary, ...registry } = body as Record<string, unknown>;
  if (typeof canary !== 'object' || canary === null) return registry;
  for (const [name, release] of Object.entries(canary as Record<string, { entry?: unknown; percent?: unknown }>)) {
    if (typeof release?.entry === 'string' && typeof release.percent === 'number' && bucket < release.percent) registry[name] = release.entry;
  }
  return registry;
}

/**
 * The registry the server wrote into the page (`#sd-remotes`, a JSON data block), which saves a
 * round trip before any remote can load; null when the page has none (the static `/`, dev servers).
 */
export function inlineRegistry(doc: Document | undefined = globalThis.document): unknown {
  const text = doc?.getElementById('sd-remotes')?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/**
 * Reads the registry (inline in the page, else /remotes.json) and registers what it names. Remote URLs are runtime configuration, so a remote
 * redeploys without rebuilding the shell. A registry that cannot be read leaves the remotes
 * unregistered: their areas show the fallback while the shell's own pages keep working.
 */
export async function registerRemotesFromRegistry(fetchImpl: typeof fetch = fetch): Promise<RemoteName[]> {
  try {
    let body = inlineRegistry();
    if (body === null) {
      const response = await fetchImpl('/remotes.json', { cache: 'no-store' });
      if (!response.ok) throw new Error(`/remotes.json answered ${response.status}`);
      body = await response.json();
    }
    const remotes = parseRegistry(withCanaries(body, canaryBucket()));
    for (const remote of remotes) registeredEntries.set(remote.name, remote.entry);
    registerRemotes(remotes);
    return remotes.map((r) => r.name);
  } catch (error) {
    console.error('[shell] could not read the remote registry', error);
    return [];
  }
}

let ready: Promise<RemoteName[]> | null = null;

/** Starts reading the registry once; remote areas wait for it, the shell's own pages do not. */
export function remotesReady(): Promise<RemoteName[]> {
  ready ??= registerRemotesFromRegistry();
  return ready;
}
