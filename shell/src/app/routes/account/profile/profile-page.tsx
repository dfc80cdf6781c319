import { Descriptions } from 'antd';
import { useSession } from '@shutterday/api-client';
import { PageTitle } from '@shutterday/ui';

/** What the token says about the user; editing the profile is not built yet. */
export function ProfilePage() {
  const { user, displayName } = useSession();
  return (
    <section>
      <PageTitle title="Profile" />
      <h2>Profile</h2>
      <Descriptions
        column={1}
        bordered
        items={[
          { key: 'name', label: 'Name', children: displayName },
          { key: 'email', label: 'Email', children: user?.email },
          { key: 'permissions', label: 'Permissions', children: user?.permissions.join(', ') || 'None' },
        ]}
      />
    </section>
  );
}
