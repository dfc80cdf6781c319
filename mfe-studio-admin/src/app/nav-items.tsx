import {
  AppstoreOutlined, BankOutlined, BarChartOutlined, CalendarOutlined, DollarOutlined, GiftOutlined, HomeOutlined,
  PictureOutlined, SettingOutlined, SlidersOutlined, TagsOutlined, UserOutlined,
} from '@ant-design/icons';
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
  { key: 'pkg-prefs', label: 'Package preferences', icon: <SlidersOutlined />, to: 'pkg-prefs' },
  { key: 'pkg-set-mgmt', label: 'Package sets', icon: <AppstoreOutlined />, to: 'pkg-set-mgmt' },
  { key: 'packages', label: 'Packages', icon: <GiftOutlined />, to: 'packages' },
];
