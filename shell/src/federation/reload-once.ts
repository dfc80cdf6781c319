// A deploy replaces hashed chunk files. A tab opened before it still holds the old file names, so its
// next lazy import 404s ("ChunkLoadError"). One reload fetches the new names. The timestamp in
// sessionStorage keeps a chunk that is really broken from reloading the page forever.
const RELOAD_KEY = 'shutterday:chunk-reload-at';
const COOLDOWN_MS = 60_000;

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /Loading (CSS )?chunk [\w-]+ failed/i.test(error.message) ||
    /Failed to fetch dynamically imported module/i.test(error.message)
  );
}

/** Reloads the page unless it already did so within the cooldown; returns whether it reloads. */
export function reloadOnce(now: number = Date.now(), reload: () => void = () => window.location.reload()): boolean {
  try {
    const last = Number(sessionStorage.getItem(RELOAD_KEY) ?? 0);
    if (now - last < COOLDOWN_MS) return false;
    sessionStorage.setItem(RELOAD_KEY, String(now));
  } catch {
    // Without sessionStorage there is no way to avoid a reload loop: do not reload at all.
    return false;
  }
  reload();
  return true;
}
