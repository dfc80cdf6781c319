import { useUpdateUserPreferences, useUserPreferences } from '@shutterday/api-client/staff';
import { PreferencesForm } from '@shutterday/ui';

/** The signed-in user's preferences on the studio's Settings (spec §7 GET/PATCH .../UserPreferences). */
export function UserPreferencesForm({ studioId }: { studioId: number }) {
  const preferences = useUserPreferences(studioId);
  const save = useUpdateUserPreferences(studioId);
  return <PreferencesForm preferences={preferences} save={save.mutateAsync} />;
}
