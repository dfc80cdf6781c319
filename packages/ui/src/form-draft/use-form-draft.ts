import { useCallback, useEffect, useRef, useState } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { onSessionEnd, useSession } from '@shutterday/api-client';
import { draftKey, dropDraft, saveDraft, takeDraft } from './draft-store';

/** Whether react-hook-form's dirty mark of a field (a boolean, or an object/array of them) holds a change. */
function marksChange(mark: unknown): boolean {
  if (mark === true) return true;
  if (mark === null || typeof mark !== 'object') return false;
  return Object.values(mark).some(marksChange);
}

export interface FormDraftState {
  /** The draft of an ended session was put back into the form. */
  restored: boolean;
  /** Hides the notice (e.g. once the form is saved or reset). */
  dismiss: () => void;
  /** Forgets any draft of this form (after a save or a reset). */
  clear: () => void;
}

/**
 * Keeps a react-hook-form form's unsaved changes through the end of a session: when the session ends
 * (its refresh refused, or a logout in another tab) the changed fields are written to sessionStorage under
 * the page's path and `formId`; when the same form mounts again on that path for the same user (after
 * logging in, the login page returns to `ret`), they are put back as unsaved changes.
 */
export function useFormDraft<T extends FieldValues>(form: UseFormReturn<T>, formId: string): FormDraftState {
  const { user } = useSession();
  const userId = user?.id ?? null;
  const [restored, setRestored] = useState(false);
  // Read while rendering so react-hook-form keeps computing them; the session's end is heard outside React.
  const { dirtyFields } = form.formState;
  const latest = useRef({ dirtyFields: dirtyFields as unknown, userId });
  useEffect(() => {
    latest.current = { dirtyFields, userId: userId ?? latest.current.userId };
  });

  useEffect(
    () =>
      onSessionEnd(() => {
        const changed = Object.entries(latest.current.dirtyFields as Record<string, unknown>)
          .filter(([, mark]) => marksChange(mark))
          .map(([name]) => name);
        if (changed.length === 0) return;
        const values = Object.fromEntries(changed.map((name) => [name, form.getValues(name as Path<T>)]));
        saveDraft(draftKey(window.location.pathname, formId), { userId: latest.current.userId, values });
      }),
    [form, formId],
  );

  // Once, when the form first shows: after react-hook-form took the record's values (its own effects run
  // first, being declared first), the draft goes on top as unsaved changes.
  const looked = useRef(false);
  useEffect(() => {
    if (looked.current) return;
    looked.current = true;
    const draft = takeDraft(draftKey(window.location.pathname, formId));
    if (!draft || draft.userId !== userId) return;
    for (const [name, value] of Object.entries(draft.values)) {
      form.setValue(name as Path<T>, value as PathValue<T, Path<T>>, { shouldDirty: true });
    }
    setRestored(true);
  }, [form, formId, userId]);

  const dismiss = useCallback(() => setRestored(false), []);
  const clear = useCallback(() => dropDraft(draftKey(window.location.pathname, formId)), [formId]);
  return { restored, dismiss, clear };
}
