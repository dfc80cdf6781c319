import { useEffect } from 'react';

type HasChanges = () => boolean;

// Module state on purpose: packages/ui is one federation singleton, so the forms of every remote and the
// one guard of the shell see the same set, whichever React tree (page, dialog) a form sits in.
const forms = new Set<HasChanges>();

/** Whether any form on screen holds changes not saved yet. */
export function hasUnsavedChanges(): boolean {
  for (const hasChanges of forms) if (hasChanges()) return true;
  return false;
}

/**
 * Counts a form in the page's unsaved changes while it is mounted. `hasChanges` is read when the person
 * tries to leave, so it must answer for that moment (e.g. false right after a save, before navigating).
 */
export function useUnsavedChangesRegistration(hasChanges: HasChanges): void {
  useEffect(() => {
    forms.add(hasChanges);
    return () => {
      forms.delete(hasChanges);
    };
  }, [hasChanges]);
}
