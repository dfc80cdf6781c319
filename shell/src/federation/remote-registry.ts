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

/** The signed tickets of this page view for the canaries the registry gave it, by remote (docs/architecture.md "Releases"). */
let tickets: Record<string, unknown> = {};

/** The ticket of this page view of a remote's canary, sent back with a failure of it; undefined when it was given no canary. */
export function canaryTicketOf(remote: string): string | undefined {
  const ticket = tickets[remote];
  return typeof ticket === 'string' ? ticket : undefined;
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
    tickets = (body as { tickets?: Record<string, unknown> } | null)?.tickets ?? {};
    const remotes = parseRegistry(body);
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
