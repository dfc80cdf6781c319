import type { ReactNode } from 'react';
import { Menu } from 'antd';
import { NavLink, resolvePath, useLocation } from 'react-router';
import { useRouteBase } from '../route-base/use-route-base';

export interface AreaNavItem {
  key: string;
  label: ReactNode;
  icon?: ReactNode;
  /** Relative to the area's route (e.g. "organizations") or absolute. */
  to: string;
}

const absolute = (to: string, base: string) => resolvePath(to, base).pathname.replace(/\/$/, '') || '/';

/** The longest item path that the current URL is inside marks the selected entry. */
function selectedKey(items: AreaNavItem[], base: string, current: string): string | undefined {
  let best: { key: string; length: number } | undefined;
  for (const item of items) {
    const path = absolute(item.to, base);
    const inside = current === path || current.startsWith(`${path === '/' ? '' : path}/`);
    if (inside && (!best || path.length > best.length)) best = { key: item.key, length: path.length };
  }
  return best?.key;
}

export function AreaMenu({ items, onNavigate }: { items: AreaNavItem[]; onNavigate?: () => void }) {
  const base = useRouteBase();
  const { pathname } = useLocation();
  const selected = selectedKey(items, base, pathname);
  return (
    <Menu
      mode="inline"
      selectedKeys={selected ? [selected] : []}
      items={items.map((item) => ({
        key: item.key,
        icon: item.icon,
        label: (
          <NavLink to={absolute(item.to, base)} end={item.to === '' || item.to === '.'} onClick={onNavigate}>
            {item.label}
          </NavLink>
        ),
      }))}
    />
  );
}
