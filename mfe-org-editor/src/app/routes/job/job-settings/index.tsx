import { organizationQuery, useJobSettings, useSaveJobSettings, useStudioJob, useStudioTimeZone } from '@shutterday/api-client/staff';
import { useQuery } from '@tanstack/react-query';
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
/** The questions tab, told the job's organization so a grade question copied in offers that school's grades. */
function PrefieldsForTheOrganization(props: SettingsFormProps<'prefields'>) {
  const studioId = useStudioId();
  const jobId = useJobId();
  const job = useStudioJob(studioId, jobId);
  const organizationId = job.data?.organizationId ?? 0;
  const organization = useQuery({ ...organizationQuery(studioId, organizationId), enabled: organizationId > 0 });
  return <PrefieldsSettingsForm {...props} organization={organization.data} />;
}

export const PrefieldsSettingsRoute = () => <SettingsTab tab="prefields" Form={PrefieldsForTheOrganization} />;
/** The gallery tab, told the studio's time zone: the closing day of online ordering ends at its midnight. */
function GalleryInTheStudioZone(props: SettingsFormProps<'gallery'>) {
  return <GallerySettingsForm {...props} timeZone={useStudioTimeZone(useStudioId())} />;
}

export const GallerySettingsRoute = () => <SettingsTab tab="gallery" Form={GalleryInTheStudioZone} />;
