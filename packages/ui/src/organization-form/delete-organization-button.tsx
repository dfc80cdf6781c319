import type { Organization } from '@shutterday/domain';
import { DeleteButton } from '../admin-kit/delete-action';

export interface DeleteOrganizationButtonProps {
  organization: Organization;
  /** The delete (useRemove's mutateAsync); the server refuses while a job has orders. */
  remove: (id: number) => Promise<unknown>;
  onDeleted?: () => void;
}

/** Delete an organization after a confirm that says what goes with it. */
export function DeleteOrganizationButton({ organization, remove, onDeleted }: DeleteOrganizationButtonProps) {
  return (
    <DeleteButton
      label={`Delete ${organization.name}`}
      title={`Delete ${organization.name}?`}
      content="Its jobs, subjects and photos are deleted with it."
      remove={() => remove(organization.id)}
      successMessage="Organization deleted"
      onDeleted={onDeleted}
    />
  );
}
