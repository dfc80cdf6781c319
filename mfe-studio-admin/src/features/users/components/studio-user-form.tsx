import { ResourceForm, UserAccessFields, UserIdentityFields, UserSwitchedOffField } from '@shutterday/ui';
import { StudioUserFormSchema, type StudioUserFormValues } from '../studio-user-values';

export const COLLEAGUE_EMAIL_HELP = 'They log in with it. A new address becomes their login once they open the link we e-mail to it.';

/** A colleague: who they are, what they may do (never more than the one editing holds) and whether they may sign in. */
export function StudioUserForm(props: {
  values: StudioUserFormValues;
  isNew: boolean;
  onSubmit: (values: StudioUserFormValues) => Promise<unknown>;
  onSaved?: (result: unknown) => void;
  onReload?: () => unknown;
}) {
  const { isNew, ...form } = props;
  return (
    <ResourceForm<StudioUserFormValues> label="User" schema={StudioUserFormSchema} {...form} successMessage={isNew ? 'Invitation sent: they choose their password from the e-mail' : 'User saved'}>
      {({ control }) => (
        <>
          <UserIdentityFields control={control} isNew={isNew} emailHelp={COLLEAGUE_EMAIL_HELP} />
          <UserAccessFields control={control} permissionsHelp="Tick only what their work needs. You can give only what you hold yourself." />
          {!isNew && <UserSwitchedOffField control={control} />}
        </>
      )}
    </ResourceForm>
  );
}
