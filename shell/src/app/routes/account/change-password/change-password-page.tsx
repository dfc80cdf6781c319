import { PageTitle, PasswordForm } from '@shutterday/ui';

/** `/account/change-password`: any signed-in user's own password; their other sessions end. */
export function ChangePasswordPage() {
  return (
    <section>
      <PageTitle title="Change password" />
      <h2>Change password</h2>
      <PasswordForm />
    </section>
  );
}
