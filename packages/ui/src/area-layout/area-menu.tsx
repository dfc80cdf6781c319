import type { ReactNode } from 'react';
import { Menu } from 'antd';
import { NavLink, resolvePath, useLocation, useResolvedPath } from 'react-router';

export interface AreaNavItem {
  key: string;
  label: ReactNode;
  icon?: ReactNode;
  /** Relative to the area's route (e.g. "organizations") or absolute. */
  to: string;
}

/** The longest item path that the current URL is inside marks the selected entry. */
function selectedKey(items: AreaNavItem[], base: string, current: string): string | undefined {
  let best: { key: string; length: number } | undefined;
  for (const item of items) {
    const path = resolvePath(item.to, base).pathname.replace(/\/$/, '') || '/';
    const inside = current === path || current.startsWith(`${path === '/' ? '' : path}/`);
    if (inside && (!best || path.length > best.length)) best = { key: item.key, length: path.length };
  }
  return best?.key;
}

export function AreaMenu({ items, onNavigate }: { items: AreaNavItem[]; onNavigate?: () => void }) {
  const base = useResolvedPath('.').pathname;
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
          <NavLink to={item.to} end={item.to === '' || item.to === '.'} onClick={onNavigate}>
            {item.label}
          </NavLink>
        ),
      }))}
    />
  );
}
