import { useRequestVerification } from '@shutterday/api-client/staff';
import { RequestVerificationBody } from '@shutterday/domain/staff';
import { FormField, PasswordInput, ResourceForm } from '@shutterday/ui';
import { Input, Typography } from 'antd';
import type * as v from 'valibot';

type Values = v.InferOutput<typeof RequestVerificationBody>;

/** POST .../request-verification: the connected account's id and the user's own sign-in password, to confirm who asks. */
export function VerificationForm({ studioId, accountId }: { studioId: number; accountId: string }) {
  const verify = useRequestVerification(studioId);
  return (
    <section aria-label="Verification">
      <Typography.Paragraph>
        Stripe must verify your account before parents can pay online. Type your account number ({accountId}) and your Shutterday password (the one you sign in here with, not your Stripe password) to ask Stripe now.
      </Typography.Paragraph>
      <ResourceForm<Values>
        label="Request verification"
        schema={RequestVerificationBody}
        values={{ accountNumber: '', password: '' }}
        onSubmit={(values) => verify.mutateAsync(values)}
        successMessage="Stripe answered: your account's state is updated"
        submitLabel="Request verification"
      >
        {({ control }) => (
          <>
            <FormField control={control} name="accountNumber" label="Account number">
              {(field) => <Input {...field} value={String(field.value)} autoComplete="off" maxLength={40} placeholder="acct_…" />}
            </FormField>
            <FormField control={control} name="password" label="Your Shutterday password">
              {(field) => <PasswordInput {...field} value={String(field.value)} autoComplete="current-password" maxLength={200} />}
            </FormField>
          </>
        )}
      </ResourceForm>
    </section>
  );
}
