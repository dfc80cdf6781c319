// Canary releases (docs/architecture.md "Releases"): the registry names them under `canary`, each with the
// share of browsers it goes to; this browser's side is drawn once and kept.
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
