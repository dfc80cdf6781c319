import { registeredEntries } from './remote-registry';

// What the shell tells the server when a remote fails to load or to render (docs/architecture.md
// "Releases"): the server counts it against that remote's canary and rolls a failing canary back by itself.
// Loaded only when something failed (`reportLater`), so a page that works carries none of it.
const reported = new Set<string>();

/**
 * Sends one report per remote and page: a `keepalive` request, which survives the page unloading like a
 * beacon but may carry JSON (sendBeacon refuses a JSON body in Chromium).
 */
export function reportRemoteFailure(name: string, kind: 'load' | 'render'): void {
  const entry = registeredEntries.get(name);
  if (!entry || reported.has(name)) return;
  reported.add(name);
  // Reporting is best effort: the area's fallback is already shown.
  fetch('/api/remote-failures', { method: 'POST', body: JSON.stringify({ remote: name, entry, kind }), keepalive: true, headers: { 'content-type': 'application/json' } }).catch(() => undefined);
}

