import { Tabs } from 'antd';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useRouteBase } from '../route-base/use-route-base';

export interface RouteTab {
  /** The child path of the tab, relative to the route that renders the tabs ("general", "groups"). */
  path: string;
  label: string;
}

/**
 * Tabs whose selection is the URL (spec §2 "settings with tabs general, standard …"): each tab is a
 * child route, so a tab can be linked to and Back works. The active child renders below the tabs.
 */
export function RouteTabs({ tabs, label }: { tabs: RouteTab[]; label: string }) {
  const base = useRouteBase().replace(/\/$/, '');
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const rest = pathname.slice(base.length + 1);
  const active = tabs.find((tab) => rest === tab.path || rest.startsWith(`${tab.path}/`))?.path;
  return (
    <>
      <Tabs
        aria-label={label}
        activeKey={active}
        onChange={(key) => navigate(`${base}/${key}`)}
        items={tabs.map((tab) => ({ key: tab.path, label: tab.label }))}
      />
      <Outlet />
    </>
  );
}
