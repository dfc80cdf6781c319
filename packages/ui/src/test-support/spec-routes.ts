import type { ComponentType } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';

/** What a URL of a remote shows: a page, the "not available yet" placeholder, or no route at all (the `*` fallback). */
export type RouteState = 'page' | 'placeholder' | 'missing';

/**
 * Walks URLs through a remote's route table as the router does (react-router's own ranking) and tells
 * what the deepest matched route shows. A leaf whose element is `placeholder` is not built yet; a leaf
 * with the path `*` means the table has no route for the URL.
 */
export function routeStates(routes: RouteObject[], paths: readonly string[], placeholder: ComponentType<never>): Record<string, RouteState> {
  return Object.fromEntries(
    paths.map((path) => {
      const leaf = matchRoutes(routes, path)?.at(-1)?.route;
      if (!leaf || leaf.path === '*') return [path, 'missing'];
      const element = leaf.element as { type?: unknown } | null | undefined;
      return [path, element?.type === placeholder ? 'placeholder' : 'page'];
    }),
  );
}

/** The URLs of `paths` the table does not serve with a real page, by state (for a test's readable failure). */
export function unbuiltRoutes(states: Record<string, RouteState>): { placeholder: string[]; missing: string[] } {
  const of = (state: RouteState) => Object.keys(states).filter((path) => states[path] === state);
  return { placeholder: of('placeholder'), missing: of('missing') };
}
