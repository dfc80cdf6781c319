import type { AreaNavItem } from '@shutterday/ui';

/**
 * The one job editor's menu (spec §2: every page of the organization editor's job and of the admin job
 * editor), after a way back to the organization. The way back is absolute: a relative '../overview'
 * resolved inside the job to `jobs/overview`, a job id that does not exist, and trapped the user on the
 * editor's error page.
 */
export const jobNav = (organizationHome: string): AreaNavItem[] => [
  { key: 'organization', label: '← Organization', to: `${organizationHome}/overview` },
  { key: 'overview', label: 'Overview', to: 'overview' },
  { key: 'settings', label: 'Settings', to: 'settings' },
  { key: 'package-sets', label: 'Package sets', to: 'package-sets' },
  { key: 'packages', label: 'Packages', to: 'packages' },
  { key: 'greenscreens', label: 'Green screens', to: 'greenscreens' },
  { key: 'data-import', label: 'Data import', to: 'data-import' },
  { key: 'subjects', label: 'Subjects', to: 'subjects' },
  { key: 'promotions', label: 'Promotions', to: 'promotions' },
  { key: 'workflows', label: 'Workflows', to: 'workflows' },
  { key: 'entry', label: 'Entry', to: 'entry' },
  { key: 'orders', label: 'Orders', to: 'orders' },
  { key: 'camera-cards', label: 'Camera cards', to: 'orders/camera-cards' },
  { key: 'print', label: 'Roster print', to: 'orders/print' },
];
