import { useStudioFeatures } from '@shutterday/api-client/staff';
import { StudioFeature } from '@shutterday/domain';
import { RequireFeature, RouteTabs, type RouteTab } from '@shutterday/ui';
import type { ReactNode } from 'react';
import { useStudioId } from '../../../lib/editor-params';

/** The job's settings tabs; Preorder needs the studio's prepay, Gallery its galleries (the API refuses them otherwise). */
export const JOB_SETTINGS_TABS: Array<RouteTab & { feature?: StudioFeature }> = [
  { path: 'general', label: 'General' },
  { path: 'standard', label: 'Standard' },
  { path: 'preorder', label: 'Preorder', feature: StudioFeature.Prepay },
  { path: 'prefields', label: 'Preorder custom fields' },
  { path: 'gallery', label: 'Gallery', feature: StudioFeature.Galleries },
];

/** The tab bar without the tabs of a feature the studio has switched off (all of them while the features load). */
export function JobSettingsTabs() {
  const features = useStudioFeatures(useStudioId()).data;
  const tabs = JOB_SETTINGS_TABS.filter((tab) => !tab.feature || !features || features.some((f) => f.identifier === tab.feature)).map(({ path, label }) => ({ path, label }));
  return <RouteTabs label="Settings" tabs={tabs} />;
}

/** A feature's tab opened by its address while the feature is off: "Access to Route Denied" and back to General. */
export function FeatureTab({ feature, children }: { feature: StudioFeature; children: ReactNode }) {
  return (
    <RequireFeature feature={feature} studioId={useStudioId()} redirectTo="../general">
      {children}
    </RequireFeature>
  );
}
