import { useNavigate, useParams } from 'react-router';
import { isApiError, setupStudio } from '@shutterday/api-client';
import { homePathFor } from '@shutterday/ui';
import { AuthCard } from '../auth-card';
import { SetupFormView, type SetupFormValues } from './setup-form';

/** `/setup/:accountNumber?`: onboarding creates the studio and its first administrator, then logs them in. */
export default function SetupPage() {
  const { accountNumber } = useParams();
  const navigate = useNavigate();

  const submit = async (values: SetupFormValues): Promise<string[] | null> => {
    try {
      const user = await setupStudio({ ...values, accountNumber });
      navigate(homePathFor(user), { replace: true });
      return null;
    } catch (failure) {
      return isApiError(failure) ? failure.errors : ['The studio could not be created.'];
    }
  };

  return (
    <AuthCard title="Set up your studio" width="32rem">
      <p>Create your studio and its administrator account.</p>
      <SetupFormView onSubmit={submit} />
    </AuthCard>
  );
}
