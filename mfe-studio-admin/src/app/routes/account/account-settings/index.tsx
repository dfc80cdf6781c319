import { PageTitle, WatermarkEditor } from '@shutterday/ui';
import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { StudioLogoCard } from '../../../../features/account-settings/components/studio-logo-card';
import { StudioDetailsForm } from '../../../../features/account-settings/components/studio-details-form';
import { UserPreferencesForm } from '../../../../features/account-settings/components/user-preferences-form';
import { useStudioId } from '../../../../lib/use-studio-id';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <Typography.Title level={3} id={id}>
        {title}
      </Typography.Title>
      {children}
    </section>
  );
}

/** `settings`: the signed-in user's preferences, the studio's details, its logo and its own watermark. */
export default function AccountSettingsRoute() {
  const studioId = useStudioId();
  return (
    <Flex vertical gap={24}>
      <PageTitle title="Settings" />
      <Typography.Title level={2}>Settings</Typography.Title>
      <Section id="preferences-title" title="Your preferences">
        <UserPreferencesForm studioId={studioId} />
      </Section>
      <Section id="studio-details-title" title="Studio details">
        <StudioDetailsForm studioId={studioId} />
      </Section>
      <Section id="studio-logo-title" title="Logo">
        <StudioLogoCard studioId={studioId} />
      </Section>
      <Section id="watermark-title" title="Watermark on your proofs">
        <WatermarkEditor scope={{ studioId }} />
      </Section>
    </Flex>
  );
}
