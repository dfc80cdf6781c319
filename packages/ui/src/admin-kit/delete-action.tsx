import { Button } from 'antd';
import { useConfirm } from '../confirm/use-confirm';
import { useToast } from '../toast/toast-context';
import { apiErrorMessages } from './api-error-messages';
import { useWriteAccess } from './write-access';

export interface DeleteActionOptions {
  /** "Delete Maple High?" */
  title: string;
  /** What the deletion takes with it, in the user's words. */
  content?: string;
  /** The delete (a mutation's mutateAsync); a refusal (409) arrives as its error. */
  remove: () => Promise<unknown>;
  /** Toast after deleting, e.g. "Organization deleted". */
  successMessage: string;
  onDeleted?: () => void;
}

/** Confirm, delete, then toast: the deletion or the server's reason for refusing it. Resolves true when deleted. */
export function useDeleteAction() {
  const confirm = useConfirm();
  const toast = useToast();
  return async ({ title, content, remove, successMessage, onDeleted }: DeleteActionOptions): Promise<boolean> => {
    if (!(await confirm({ title, content, okText: 'Delete', danger: true }))) return false;
    try {
      await remove();
    } catch (error) {
      toast.error(apiErrorMessages(error));
      return false;
    }
    toast.success(successMessage);
    onDeleted?.();
    return true;
  };
}

export interface DeleteButtonProps extends DeleteActionOptions {
  /** The button's accessible name, e.g. "Delete Maple High". */
  label: string;
  /** The visible text (defaults to "Delete"). */
  children?: string;
}

/** A danger button that runs {@link useDeleteAction}. */
export function DeleteButton({ label, children = 'Delete', ...options }: DeleteButtonProps) {
  const runDelete = useDeleteAction();
  // Nothing to delete for a viewer who may not change these records (WriteAccessProvider).
  if (!useWriteAccess().allowed) return null;
  return (
    <Button danger aria-label={label} onClick={() => void runDelete(options)}>
      {children}
    </Button>
  );
}
