import { Link, Navigate, Route, Routes } from 'react-router';
import { useSession } from '@shutterday/api-client';
import { AreaLayout, ProfilePage, RequireAuth, homePathFor } from '@shutterday/ui';
import { ChangePasswordPage } from './change-password/change-password-page';
import { PreferencesPage } from './preferences/preferences-page';
import { StaffPreferencesSync } from '../../../lib/staff-preferences-sync';

const items = [
  { key: 'profile', label: 'Profile', to: 'profile' },
  { key: 'password', label: 'Change password', to: 'change-password' },
  { key: 'preferences', label: 'Preferences', to: 'preferences' },
];

/** `/account/*`: the account layout (spec §2 does not show its children: a profile, a password change and preferences, docs/frontend.md). */
export default function AccountArea() {
  const { user } = useSession();
  return (
    <RequireAuth>
      <StaffPreferencesSync />
      <AreaLayout title="My account" items={items} actions={<Link to={homePathFor(user)}>Back to administration</Link>}>
        <Routes>
          <Route index element={<Navigate to="profile" replace />} />
          <Route path="profile" element={<ProfilePage />} />
          <Route path="change-password" element={<ChangePasswordPage />} />
          <Route path="preferences" element={<PreferencesPage />} />
          <Route path="*" element={<Navigate to="profile" replace />} />
        </Routes>
      </AreaLayout>
    </RequireAuth>
  );
}
