import { useJobSettings, useSaveJobSettings } from '@shutterday/api-client/staff';
import { type JobSettingsTab } from '@shutterday/domain/staff';
import { PageTitle, QueryState } from '@shutterday/ui';
import type { ComponentType } from 'react';
import { GallerySettingsForm } from '../../../../features/job-settings/components/gallery-settings-form';
import { GeneralSettingsForm } from '../../../../features/job-settings/components/general-settings-form';
import { PrefieldsSettingsForm } from '../../../../features/job-settings/components/prefields-settings-form';
import { PreorderSettingsForm } from '../../../../features/job-settings/components/preorder-settings-form';
import type { SettingsFormProps } from '../../../../features/job-settings/components/settings-form-props';
import { StandardSettingsForm } from '../../../../features/job-settings/components/standard-settings-form';
import { useJobId, useStudioId } from '../../../../lib/editor-params';

const TITLES: Record<JobSettingsTab, string> = { general: 'General settings', standard: 'Standard settings', preorder: 'Preorder settings', prefields: 'Preorder custom fields', gallery: 'Gallery settings' };

/** One settings tab of the job, the same in the organization editor and the admin job editor. */
function SettingsTab<T extends JobSettingsTab>({ tab, Form }: { tab: T; Form: ComponentType<SettingsFormProps<T>> }) {
  const studioId = useStudioId();
  const jobId = useJobId();
  const settings = useJobSettings(studioId, jobId, tab);
  const save = useSaveJobSettings(studioId, jobId, tab);
  return (
    <>
      <PageTitle title={TITLES[tab]} />
      <QueryState query={settings} errorTitle="We couldn't load the job's settings" loadingLabel="Loading the settings…">
        {(current) => <Form settings={current} save={save.mutateAsync} onReload={() => settings.refetch()} />}
      </QueryState>
    </>
  );
}

export const GeneralSettingsRoute = () => <SettingsTab tab="general" Form={GeneralSettingsForm} />;
export const StandardSettingsRoute = () => <SettingsTab tab="standard" Form={StandardSettingsForm} />;
export const PreorderSettingsRoute = () => <SettingsTab tab="preorder" Form={PreorderSettingsForm} />;
export const PrefieldsSettingsRoute = () => <SettingsTab tab="prefields" Form={PrefieldsSettingsForm} />;
export const GallerySettingsRoute = () => <SettingsTab tab="gallery" Form={GallerySettingsForm} />;
