import type { RemoteName } from './remote-registry';

// What the shell tells the server when a remote fails to load or to render (docs/architecture.md
// "Releases"): the server counts it against that remote's canary and rolls a failing canary back by itself.
const entries = new Map<string, string>();
const reported = new Set<string>();

/** Remembers the manifest each remote was registered from: the failure report names it. */
export function rememberEntry(name: RemoteName, entry: string): void {
  entries.set(name, entry);
}

/** Sends one report per remote and page (a beacon: it survives the page unloading, never blocks it). */
export function reportRemoteFailure(name: string, kind: 'load' | 'render'): void {
  const entry = entries.get(name);
  if (!entry || reported.has(name)) return;
  reported.add(name);
  try {
    const body = new Blob([JSON.stringify({ remote: name, entry, kind })], { type: 'application/json' });
    if (!navigator.sendBeacon?.('/api/remote-failures', body)) void fetch('/api/remote-failures', { method: 'POST', body, keepalive: true, headers: { 'content-type': 'application/json' } }).catch(() => undefined);
  } catch {
    // Reporting is best effort: the area's fallback is already shown.
  }
}
