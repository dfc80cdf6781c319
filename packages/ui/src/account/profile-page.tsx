import { Flex, Typography } from 'antd';
import { PageTitle } from '../page-title/page-title';
import { PasswordForm } from './password-form';
import { ProfileForm } from './profile-form';

/** The `profile` page of every staff area: the signed-in user's name, e-mail and password, whatever their role. */
export function ProfilePage() {
  return (
    <Flex vertical gap={24}>
      <PageTitle title="Profile" />
      <Typography.Title level={2}>Profile</Typography.Title>
      <ProfileForm />
      <Typography.Title level={3}>Password</Typography.Title>
      <PasswordForm />
    </Flex>
  );
}
