import { useState, type ReactNode } from 'react';
import { Button, Drawer, Grid, Layout, theme } from 'antd';
import { useStaffArea } from '../preferences/staff-preferences';
import { MenuOutlined } from '@ant-design/icons';
import { AreaMenu, type AreaNavItem } from './area-menu';
import { SessionActions } from './session-actions';

export interface AreaLayoutProps {
  title: ReactNode;
  items: AreaNavItem[];
  /** The right of the header; by default who is logged in, the way back for a system administrator, and Log out. */
  actions?: ReactNode;
  children: ReactNode;
}

/** The admin areas' frame: a side menu on wide screens, a drawer behind a menu button on phones. */
export function AreaLayout({ title, items, actions, children }: AreaLayoutProps) {
  useStaffArea();
  const { token } = theme.useToken();
  const screens = Grid.useBreakpoint();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Before the first measurement every breakpoint is undefined: assume a wide screen.
  const phone = screens.md === false;
  return (
    <Layout style={{ minHeight: '100vh' }}>
      {phone ? null : (
        <Layout.Sider width={232} style={{ background: token.colorBgContainer, borderRight: `1px solid ${token.colorBorderSecondary}` }}>
          <nav aria-label="Section navigation">
            <AreaMenu items={items} />
          </nav>
        </Layout.Sider>
      )}
      <Layout>
        <Layout.Header style={{ display: 'flex', alignItems: 'center', gap: 12, background: token.colorBgContainer, paddingInline: 16 }}>
          {phone ? (
            <Button type="text" aria-label="Open navigation" icon={<MenuOutlined />} onClick={() => setDrawerOpen(true)} />
          ) : null}
          <h1 style={{ margin: 0, fontSize: 18, flex: 1 }}>{title}</h1>
          {actions ?? <SessionActions />}
        </Layout.Header>
        <Layout.Content style={{ padding: 16 }}>{children}</Layout.Content>
      </Layout>
      {phone ? (
        <Drawer placement="left" open={drawerOpen} onClose={() => setDrawerOpen(false)} title={title} size={280}>
          <nav aria-label="Section navigation">
            <AreaMenu items={items} onNavigate={() => setDrawerOpen(false)} />
          </nav>
        </Drawer>
      ) : null}
    </Layout>
  );
}
