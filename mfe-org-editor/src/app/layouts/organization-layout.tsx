import { isApiError } from '@shutterday/api-client';
import { useOrganization } from '@shutterday/api-client/staff';
import { AreaLayout, studioHomePath, type AreaNavItem } from '@shutterday/ui';
import { Result } from 'antd';
import { Outlet } from 'react-router';

// The first entry is the way back to the studio's organizations (issue 8: the editor had none).
const navItems = (studioId: number): AreaNavItem[] => [
  { key: 'studio', label: '← Organizations', to: `${studioHomePath(studioId)}/organizations` },
  { key: 'overview', label: 'Overview', to: 'overview' },
  { key: 'prepay', label: 'Prepay', to: 'prepay' },
  { key: 'gallery', label: 'Gallery', to: 'gallery' },
  { key: 'jobs', label: 'Jobs', to: 'jobs' },
];

/** The organization editor's frame (spec §2 "Organization editor"); an unknown organization is said so. */
export function OrganizationLayout({ studioId, organizationId }: { studioId: number; organizationId: number }) {
  const organization = useOrganization(studioId, organizationId);
  if (isApiError(organization.error) && organization.error.status === 404) {
    return <Result status="404" title="We couldn't find this organization" />;
  }
  return (
    <AreaLayout title={organization.data?.name ?? 'Organization'} items={navItems(studioId)}>
      <Outlet />
    </AreaLayout>
  );
}
