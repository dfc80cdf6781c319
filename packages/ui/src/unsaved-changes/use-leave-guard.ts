import { useContext, useEffect, useRef } from 'react';
import { UNSAFE_NavigationContext, useLocation, type Navigator, type To } from 'react-router';
import { setBackGuard } from './back-guard';

/** Asked before a navigation to `nextPathname`: whether to ask the person first. */
export type ShouldAsk = (currentPathname: string, nextPathname: string) => boolean;
/** Asks the person; true = leave. */
export type Ask = () => Promise<boolean>;

const indexOf = (state: unknown): unknown => (state as { idx?: unknown } | null)?.idx;

function pathnameOf(to: To): string {
  if (typeof to === 'string') return new URL(to, window.location.href).pathname;
  return to.pathname ?? window.location.pathname;
}

/**
 * Holds a navigation of the router until the person answers, in the router the platform uses: a
 * declarative <BrowserRouter>, because react-router's data router (and its useBlocker) would add
 * ≈ 17 KB gzip to every page, the parents' pages included (docs/performance.md). So:
 * - push/replace (links, navigate(), <Navigate>, tabs) go through its navigator, wrapped here while mounted;
 * - Back/Forward (popstate) is heard before the router (installBackGuard, added by the shell before its
 *   router), kept from it, undone with history.go, and done again if the person chooses to leave — what
 *   the data router's blocker does.
 */
export function useLeaveGuard(shouldAsk: ShouldAsk, ask: Ask): void {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const { pathname, key } = useLocation();
  const current = useRef({ pathname, shouldAsk, ask });
  useEffect(() => {
    current.current = { pathname, shouldAsk, ask };
  });
  // The router's browser history keeps each entry's position in history.state.idx.
  const shownIndex = useRef<unknown>(undefined);
  useEffect(() => {
    shownIndex.current = indexOf(window.history.state);
  }, [key]);

  useEffect(() => {
    const history = navigator as Navigator;
    const { push, replace } = history;
    const held =
      (go: Navigator['push']): Navigator['push'] =>
      (to, state, options) => {
        const now = current.current;
        if (!now.shouldAsk(now.pathname, pathnameOf(to))) return go.call(history, to, state, options);
        void now.ask().then((leave) => {
          if (leave) go.call(history, to, state, options);
        });
      };
    history.push = held(push);
    history.replace = held(replace);
    return () => {
      history.push = push;
      history.replace = replace;
    };
  }, [navigator]);

  useEffect(() => {
    let undoing = false;
    let lettingThrough = false;
    const onPopState = (event: PopStateEvent) => {
      if (lettingThrough) {
        lettingThrough = false;
        return;
      }
      if (undoing) {
        undoing = false;
        event.stopImmediatePropagation();
        return;
      }
      const now = current.current;
      const next = indexOf(event.state);
      const shown = shownIndex.current;
      if (typeof next !== 'number' || typeof shown !== 'number' || !now.shouldAsk(now.pathname, window.location.pathname)) return;
      event.stopImmediatePropagation();
      const delta = shown - next;
      undoing = true;
      window.history.go(delta);
      void now.ask().then((leave) => {
        if (!leave) return;
        lettingThrough = true;
        window.history.go(-delta);
      });
    };
    return setBackGuard(onPopState);
  }, []);
}
