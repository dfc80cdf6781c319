import {
  AppstoreOutlined, BankOutlined, BarChartOutlined, CalendarOutlined, CreditCardOutlined, DollarOutlined, GiftOutlined, HomeOutlined,
  PictureOutlined, SettingOutlined, SlidersOutlined, TagsOutlined, TeamOutlined, UserOutlined,
} from '@ant-design/icons';
import { hasAnyPermission, Permission, StudioFeature, type Feature } from '@shutterday/domain';
import type { AreaNavItem } from '@shutterday/ui';
import { STUDIO_EDITOR_ONLY } from './studio-editor-only';

/** The studio admin pages of spec §2, in its order; paths are relative to `/admin/studios/:studioId`. */
export const navItems: AreaNavItem[] = [
  { key: 'home', label: 'Home', icon: <HomeOutlined />, to: '' },
  { key: 'profile', label: 'Profile', icon: <UserOutlined />, to: 'profile' },
  { key: 'organizations', label: 'Organizations', icon: <BankOutlined />, to: 'organizations' },
  { key: 'prepay', label: 'Prepay', icon: <DollarOutlined />, to: 'prepay' },
  { key: 'galleries', label: 'Galleries', icon: <PictureOutlined />, to: 'galleries' },
  { key: 'jobs', label: 'Jobs', icon: <CalendarOutlined />, to: 'jobs' },
  { key: 'coupon-codes', label: 'Coupon codes', icon: <TagsOutlined />, to: 'coupon-codes' },
  { key: 'reports', label: 'Reports', icon: <BarChartOutlined />, to: 'reports' },
  { key: 'settings', label: 'Settings', icon: <SettingOutlined />, to: 'settings' },
  { key: 'payouts', label: 'Payouts', icon: <CreditCardOutlined />, to: 'settings/payouts' },
  { key: 'users', label: 'Users', icon: <TeamOutlined />, to: 'users' },
  { key: 'pkg-prefs', label: 'Package preferences', icon: <SlidersOutlined />, to: 'pkg-prefs' },
  { key: 'pkg-set-mgmt', label: 'Package sets', icon: <AppstoreOutlined />, to: 'pkg-set-mgmt' },
  { key: 'packages', label: 'Packages', icon: <GiftOutlined />, to: 'packages' },
];

/** The pages a feature switch opens (routes/sales): their menu entries show only while the studio has it on. */
const FEATURE_OF: Partial<Record<string, StudioFeature>> = {
  prepay: StudioFeature.Prepay,
  galleries: StudioFeature.Galleries,
  'coupon-codes': StudioFeature.CouponCodes,
  reports: StudioFeature.Reports,
};

/** The studio's price list and its coupon codes: pages of "Edit the studio, its packages and coupon codes" only (docs/frontend.md). */
const STUDIO_EDITOR_PAGES = Object.fromEntries(['coupon-codes', 'pkg-prefs', 'pkg-set-mgmt', 'packages'].map((key) => [key, STUDIO_EDITOR_ONLY]));

/**
 * The pages whose API asks a permission even to read (the server's `config.permissions`). Payouts: its money is
 * for "See payments and reports", its Stripe account for "Edit the studio…" (the page shows each only its own).
 */
const PERMISSIONS_OF: Partial<Record<string, string[]>> = {
  users: [Permission.StudioUsersCrud],
  reports: [Permission.StudioFinancialsRead],
  payouts: [Permission.StudioFinancialsRead, Permission.StudioAdminCrud],
  ...STUDIO_EDITOR_PAGES,
};
const JOB_PAGES = new Set(['organizations', 'prepay', 'galleries', 'jobs']);

/** Who is looking: their permissions, and whether they are kept away from jobs and organizations. */
export interface MenuViewer {
  permissions: string[];
  isSystemAdmin: boolean;
  rspoJob: boolean;
}

/**
 * The menu for a studio's features and for the viewer: a page shows only when the studio has its feature on
 * and the viewer may open it. Every feature entry while the features are still loading (the pages check them anyway).
 */
export function navItemsFor(features: Feature[] | undefined, viewer: MenuViewer | null = null): AreaNavItem[] {
  const mayOpen = (key: string) =>
    !viewer || viewer.isSystemAdmin || ((!viewer.rspoJob || !JOB_PAGES.has(key)) && hasAnyPermission(viewer.permissions, PERMISSIONS_OF[key] ?? []));
  const items = viewer ? navItems.filter((item) => mayOpen(item.key)) : navItems;
  if (!features) return items;
  return items.filter((item) => {
    const feature = FEATURE_OF[item.key];
    return !feature || features.some((f) => f.identifier === feature);
  });
}
