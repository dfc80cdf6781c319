import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider, theme as antdTheme } from 'antd';
import { useAtomValue } from 'jotai';
import { ToastHost } from '../toast/toast-host';
import { ModalHost } from '../modal/modal-host';
import { NOTIFICATION_CONFIG } from '../toast/notification-config';
import { queryClient } from '@shutterday/api-client';
import { darkThemeAtom } from '../preferences/staff-preferences';
import { usePrefersReducedMotion } from '../reduced-motion/reduced-motion';

// WCAG 2.2 AA: the primary blue keeps 4.5:1 on white and on the selected menu item's tint (#0958d9:
// 6.2:1 and 5.5:1; antd's own #1677ff gives 4.1:1 and 3.7:1); danger red (#cf1322, 5.9:1; antd's #ff4d4f
// gives 3.3:1), secondary text and placeholders keep at least 5.7:1 on white. Hover and pressed states go
// darker, not lighter (antd derives #4096ff-like hovers: 3:1 under white text), so a button under the
// pointer still reads at 4.5:1 or more (#003eb3: 9.0:1, #002c8c: 12.1:1; danger #a8071a: 7.7:1).
const theme = {
  token: {
    colorPrimary: '#0958d9',
    colorPrimaryHover: '#003eb3',
    colorPrimaryActive: '#002c8c',
    colorLink: '#0958d9',
    colorLinkHover: '#003eb3',
    colorLinkActive: '#002c8c',
    colorError: '#cf1322',
    colorErrorHover: '#a8071a',
    colorErrorActive: '#820014',
    colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
    colorTextDescription: 'rgba(0, 0, 0, 0.65)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.6)',
    borderRadius: 6,
  },
  components: {
    // A table's empty text ("No photos here yet.") is drawn in the disabled grey (2.1:1); it is content, so
    // it takes the secondary text colour instead.
    Table: { colorTextDisabled: 'rgba(0, 0, 0, 0.65)' },
    // The same for an empty list or an Empty placeholder outside a table ("No job has photos yet.").
    Empty: { colorTextDisabled: 'rgba(0, 0, 0, 0.65)' },
    List: { colorTextDisabled: 'rgba(0, 0, 0, 0.65)' },
  },
};

// A staff member's dark mode (spec §3 UseDarkMode): antd's dark algorithm with its own palette (the light
// theme's darker blue and black greys are wrong on dark surfaces). On #141414 no colour both carries white
// text and reads as text itself at WCAG 2.2 AA, so filled buttons take dark text on a light blue or red,
// which then also reads as text, links and outlines. The dark algorithm derives its colours from these seeds
// (measured: primary #7eafdc 7.9:1, hover #a9cce8 11:1, pressed #658aad 5.1:1; error #dc8e89 7.3:1, hover
// #e8bab5 10.6:1, pressed #ad716e 4.7:1 — against #141414, and for #141414 text on them alike).
const darkTheme = {
  algorithm: antdTheme.darkAlgorithm,
  token: {
    borderRadius: 6,
    colorPrimary: '#91caff',
    colorLink: '#91caff',
    colorError: '#ffa39e',
    colorTextSecondary: 'rgba(255, 255, 255, 0.7)',
    colorTextDescription: 'rgba(255, 255, 255, 0.7)',
    colorTextPlaceholder: 'rgba(255, 255, 255, 0.6)',
  },
  components: {
    Table: { colorTextDisabled: 'rgba(255, 255, 255, 0.7)' },
    Button: { primaryColor: '#141414', dangerColor: '#141414' },
    // The selected menu entry like a filled button: dark text on the light blue (#141414 on #91caff: 10.6:1).
    Menu: { itemSelectedBg: '#91caff', itemSelectedColor: '#141414' },
  },
};

/** Everything a page of the platform needs around it; the shell and each remote's standalone dev entry use it. */
export function PlatformProviders({ children }: { children: ReactNode }) {
  const dark = useAtomValue(darkThemeAtom);
  // antd's zooms and slides stay still for a person who asked their system for less motion.
  const still = usePrefersReducedMotion();
  const chosen = dark ? darkTheme : theme;
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider theme={still ? { ...chosen, token: { ...chosen.token, motion: false } } : chosen}>
        <App notification={NOTIFICATION_CONFIG} component={false}>
          <ToastHost>
            <ModalHost>{children}</ModalHost>
          </ToastHost>
        </App>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
