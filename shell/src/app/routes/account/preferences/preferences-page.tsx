import { useAccountPreferences, useUpdateAccountPreferences } from '@shutterday/api-client/staff';
import { PageTitle, PreferencesForm } from '@shutterday/ui';
import { Flex, Typography } from 'antd';

/** `/account/preferences`: any signed-in user's own preferences, dark mode among them, whatever their role. */
export function PreferencesPage() {
  const preferences = useAccountPreferences();
  const save = useUpdateAccountPreferences();
  return (
    <Flex vertical gap={24}>
      <PageTitle title="Preferences" />
      <Typography.Title level={2}>Preferences</Typography.Title>
      <PreferencesForm preferences={preferences} save={save.mutateAsync} />
    </Flex>
  );
}
