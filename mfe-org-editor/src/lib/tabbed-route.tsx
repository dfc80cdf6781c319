import { NotAvailableYet, RouteTabs, type RouteTab } from '@shutterday/ui';
import { Navigate, type RouteObject } from 'react-router';

/**
 * A page with tabs as child routes (spec §2 "settings with tabs …"): the bare path opens the first
 * tab, and `aliases` map the spec's alternative names (general-settings → general) onto a tab.
 * The tabs are not built yet, so each says so.
 */
export function tabbedRoute(path: string, label: string, tabs: RouteTab[], aliases: Record<string, string> = {}): RouteObject {
  return {
    path,
    element: <RouteTabs label={label} tabs={tabs} />,
    children: [
      { index: true, element: <Navigate to={tabs[0]!.path} replace /> },
      ...tabs.map((tab) => ({ path: tab.path, element: <NotAvailableYet page={`${label}: ${tab.label}`} /> })),
      ...Object.entries(aliases).map(([alias, target]) => ({ path: alias, element: <Navigate to={`../${target}`} replace /> })),
    ],
  };
}
