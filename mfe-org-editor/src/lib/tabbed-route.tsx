import { NotAvailableYet, RouteTabs, type RouteTab } from '@shutterday/ui';
import type { ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router';

/**
 * A page with tabs as child routes (spec §2 "settings with tabs …"): the bare path opens the first
 * tab, and `aliases` map the spec's alternative names (general-settings → general) onto a tab.
 * A tab without an element in `elements` is not built yet, and says so. `frame` replaces the plain tab bar
 * (the job's settings show only the tabs of the studio's features).
 */
export function tabbedRoute(
  path: string,
  label: string,
  tabs: RouteTab[],
  aliases: Record<string, string> = {},
  elements: Record<string, ReactNode> = {},
  frame: ReactNode = <RouteTabs label={label} tabs={tabs} />,
): RouteObject {
  return {
    path,
    element: frame,
    children: [
      { index: true, element: <Navigate to={tabs[0]!.path} replace /> },
      ...tabs.map((tab) => ({ path: tab.path, element: elements[tab.path] ?? <NotAvailableYet page={`${label}: ${tab.label}`} /> })),
      ...Object.entries(aliases).map(([alias, target]) => ({ path: alias, element: <Navigate to={`../${target}`} replace /> })),
    ],
  };
}
