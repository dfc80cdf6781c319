import { Link, Navigate, Route, Routes } from 'react-router';
import { useSession } from '@shutterday/api-client';
import { AreaLayout, ProfilePage, RequireAuth, homePathFor } from '@shutterday/ui';
import { ChangePasswordPage } from './change-password/change-password-page';

const items = [
  { key: 'profile', label: 'Profile', to: 'profile' },
  { key: 'password', label: 'Change password', to: 'change-password' },
];

/** `/account/*`: the account layout (spec §2 does not show its children: a profile and a password change, docs/frontend.md). */
export default function AccountArea() {
  const { user } = useSession();
  return (
    <RequireAuth>
      <AreaLayout title="My account" items={items} actions={<Link to={homePathFor(user)}>Back to administration</Link>}>
        <Routes>
          <Route index element={<Navigate to="profile" replace />} />
          <Route path="profile" element={<ProfilePage />} />
          <Route path="change-password" element={<ChangePasswordPage />} />
          <Route path="*" element={<Navigate to="profile" replace />} />
        </Routes>
      </AreaLayout>
    </RequireAuth>
  );
}
