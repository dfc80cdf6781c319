// No React, no antd: the shell's root installs this before its router (lean entry).

type PopHandler = (event: PopStateEvent) => void;
interface BackGuardSlot {
  handler: PopHandler | null;
  installed: boolean;
}

// On window, so the shell's copy and any other copy of this module share one slot.
const SLOT = Symbol.for('shutterday.backGuard');
function slot(): BackGuardSlot {
  const holder = globalThis as unknown as Record<symbol, BackGuardSlot | undefined>;
  return (holder[SLOT] ??= { handler: null, installed: false });
}

/**
 * Listens to popstate (Back/Forward) ahead of the router: listeners on window run in the order they were
 * added, whatever their capture flag, so this must be added before the router mounts (the shell calls it
 * before rendering). The handler set with setBackGuard then runs first and may keep the event from it.
 */
export function installBackGuard(): void {
  const state = slot();
  if (state.installed || typeof window === 'undefined') return;
  state.installed = true;
  window.addEventListener('popstate', (event) => state.handler?.(event));
}

/** The one handler heard first on Back/Forward; returns its removal. */
export function setBackGuard(handler: PopHandler): () => void {
  installBackGuard();
  const state = slot();
  state.handler = handler;
  return () => {
    if (state.handler === handler) state.handler = null;
  };
}
