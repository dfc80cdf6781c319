import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { remotesReady } from './federation/remote-registry';
import { ShellApp } from './app/shell-app';
import { isReservedSlug } from '@shutterday/domain';
import { dismissFirstPaint } from '@shutterday/ui/lean';

/**
 * A page hands the screen over from the server's first paint as soon as it renders; should one never say
 * so (a state nobody foresaw), the app's own screen is shown after this long anyway.
 */
const FIRST_PAINT_AT_MOST_MS = 10_000;

// The registry is read in parallel with the first render: the home page must not wait for it.
void remotesReady();
setTimeout(dismissFirstPaint, FIRST_PAINT_AT_MOST_MS);

/**
 * Back/Forward with unsaved changes in a staff form must be heard before the router's own listener
 * (UnsavedChangesGuard), so the guard is installed before the first render. A studio's pages (`/demo/…`,
 * a parent ordering) hold no staff form: they skip it and keep its bytes off the parent's phone; the
 * platform's own pages (home, login, admin…) load it first.
 */
async function installBackGuardOnPlatformPages(): Promise<void> {
  const firstSegment = window.location.pathname.split('/')[1] ?? '';
  if (firstSegment !== '' && !isReservedSlug(firstSegment)) return;
  const { installBackGuard } = await import(/* webpackChunkName: "back-guard" */ '@shutterday/ui/back-guard');
  installBackGuard();
}

/**
 * The first render as a transition: React then works in slices of a few milliseconds and lets the
 * browser in between (input, paint), where a plain first render is one task as long as the whole tree
 * (on a slow phone, a long task that blocks the page: Lighthouse's Total Blocking Time; docs/performance.md).
 * New Suspense boundaries still show their fallbacks, so nothing waits longer to appear.
 */
function render(): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  const root = createRoot(container);
  startTransition(() =>
    root.render(
      <StrictMode>
        <ShellApp />
      </StrictMode>,
    ),
  );
}

/** A new task: evaluating the app's modules (react-dom alone is ≈ 200 KB of script) and its first render are two tasks, not one. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// A failed chunk load must not keep the platform from starting: the page then works without the Back guard.
void installBackGuardOnPlatformPages().catch(() => undefined).then(nextTask).then(render);
