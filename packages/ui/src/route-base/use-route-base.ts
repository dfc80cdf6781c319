import { useContext } from 'react';
import { UNSAFE_RouteContext } from 'react-router';

/**
 * The URL of the route whose element calls this: what "relative to this route" means for menus and
 * tabs. Not `useResolvedPath('.')`: in a pathless layout route (how the remotes mount their frame) under
 * the shell's splat route, '.' resolves to the whole current URL, which turned every menu link into
 * "<current page>/organizations" on sub-pages. The route's own match knows its base.
 */
export function useRouteBase(): string {
  const { matches } = useContext(UNSAFE_RouteContext);
  return matches.at(-1)?.pathnameBase ?? '/';
}
