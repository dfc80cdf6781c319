import {
  AppstoreOutlined, BankOutlined, CreditCardOutlined, BarChartOutlined, CalendarOutlined, DollarOutlined, GiftOutlined, HomeOutlined,
  PictureOutlined, SettingOutlined, SlidersOutlined, TagsOutlined, UserOutlined,
} from '@ant-design/icons';
import { StudioFeature, type Feature } from '@shutterday/domain';
import type { AreaNavItem } from '@shutterday/ui';

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

/** The menu for a studio's features; every entry while they are still loading (the pages check them anyway). */
export function navItemsFor(features: Feature[] | undefined): AreaNavItem[] {
  if (!features) return navItems;
  return navItems.filter((item) => {
    const feature = FEATURE_OF[item.key];
    return !feature || features.some((f) => f.identifier === feature);
  });
}
