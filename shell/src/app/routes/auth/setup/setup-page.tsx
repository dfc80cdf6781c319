import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { isApiError, setupStudio } from '@shutterday/api-client';
import { Alert } from 'antd';
import { AuthCard } from '../auth-card';
import { SetupFormView, type SetupFormValues } from './setup-form';

/**
 * `/setup/:accountNumber?`: onboarding asks for the studio and its first administrator. The studio then
 * waits for the Shutterday team's approval, so the page says so instead of logging in.
 */
export default function SetupPage() {
  const { accountNumber } = useParams();
  const [accepted, setAccepted] = useState<string | null>(null);

  const submit = async (values: SetupFormValues): Promise<string[] | null> => {
    try {
      setAccepted((await setupStudio({ ...values, accountNumber })).message);
      return null;
    } catch (failure) {
      return isApiError(failure) ? failure.errors : ['The studio could not be created.'];
    }
  };

  return (
    <AuthCard title="Set up your studio" width="32rem">
      {accepted ? (
        <>
          <Alert type="success" showIcon title="Your studio awaits approval" description={accepted} />
          <p>
            <Link to="/login">Back to log in</Link>
          </p>
        </>
      ) : (
        <>
          <p>Create your studio and its administrator account.</p>
          <SetupFormView onSubmit={submit} />
        </>
      )}
    </AuthCard>
  );
}
