import { useAccountPreferences } from '@shutterday/api-client/staff';
import { useSyncStaffPreferences } from '@shutterday/ui';

/**
 * The staff theme is the shell's: on every admin and account page the signed-in user's saved preferences (dark
 * mode among them) are read from their account and put in force, whatever their role, with or without a studio.
 */
export function StaffPreferencesSync() {
  useSyncStaffPreferences(useAccountPreferences().data);
  return null;
}
