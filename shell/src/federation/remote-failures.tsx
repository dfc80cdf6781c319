import { RemoteFallback, type RemoteFallbackProps } from '@shutterday/ui';
import { useEffect } from 'react';
import { canaryTicketOf } from './remote-registry';

// What the shell tells the server when a remote's area failed (docs/architecture.md "Releases"): with the
// signed ticket of this page view that the registry gave with a canary, the server counts it against that
// canary (once) and rolls a failing canary back by itself; without one it counts for nothing.
// This module loads with the fallback panel, only when an area failed: a page that works carries none of it.
const reported = new Set<string>();

/** Sends one report per remote and page: a `keepalive` request outlives the page like a beacon, with a JSON body. */
export function reportRemoteFailure(remote: string): void {
  if (reported.has(remote)) return;
  reported.add(remote);
  // Best effort: the fallback panel is shown either way.
  const body = JSON.stringify({ remote, ticket: canaryTicketOf(remote) });
  fetch('/api/remote-failures', { method: 'POST', body, keepalive: true, headers: { 'content-type': 'application/json' } }).catch(() => undefined);
}

/** The fallback panel of a remote's area, reporting the failure once. */
export function ReportedFallback({ remote, ...panel }: RemoteFallbackProps & { remote: string }) {
  useEffect(() => reportRemoteFailure(remote), [remote]);
  return <RemoteFallback {...panel} />;
}

/** The customer area's panel: named here, so the shell's entry, which every parent loads, carries no prop for it. */
export function CustomerFallback(panel: RemoteFallbackProps) {
  return <ReportedFallback remote="customer" {...panel} />;
}
