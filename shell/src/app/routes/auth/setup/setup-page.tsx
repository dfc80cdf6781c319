import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { isApiError, setupStudio } from '@shutterday/api-client';
import { homePathFor } from '@shutterday/ui';
import { AuthCard } from '../auth-card';
import { SetupFormView, type SetupFormValues } from './setup-form';

/** `/setup/:accountNumber?`: onboarding creates the studio and its first administrator, then logs them in. */
export default function SetupPage() {
  const { accountNumber } = useParams();
  const navigate = useNavigate();
  const [error, setError] = useState<string[] | null>(null);

  const submit = async (values: SetupFormValues) => {
    try {
      const user = await setupStudio({ ...values, accountNumber });
      navigate(homePathFor(user), { replace: true });
    } catch (failure) {
      setError(isApiError(failure) ? failure.errors : ['The studio could not be created.']);
    }
  };

  return (
    <AuthCard title="Set up your studio" width="32rem">
      <p>Create your studio and its administrator account.</p>
      <SetupFormView onSubmit={submit} error={error} />
    </AuthCard>
  );
}
