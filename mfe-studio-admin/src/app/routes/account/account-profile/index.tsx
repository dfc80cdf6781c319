import { PageTitle, PasswordForm } from '@shutterday/ui';
import { Flex, Typography } from 'antd';
import { ProfileForm } from '../../../../features/account-profile/components/profile-form';
import { useStudioId } from '../../../../lib/use-studio-id';

/** `profile`: the signed-in user's name, e-mail and password. */
export default function AccountProfileRoute() {
  const studioId = useStudioId();
  return (
    <Flex vertical gap={24}>
      <PageTitle title="Profile" />
      <Typography.Title level={2}>Profile</Typography.Title>
      <ProfileForm studioId={studioId} />
      <Typography.Title level={3}>Password</Typography.Title>
      <PasswordForm />
    </Flex>
  );
}
