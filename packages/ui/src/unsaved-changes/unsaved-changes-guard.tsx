import { useCallback, useEffect, useRef } from 'react';
import { getAuthToken } from '@shutterday/api-client';
import { useConfirm } from '../confirm/use-confirm';
import { DISCARD_CHANGES_CONFIRM } from './discard-changes-confirm';
import { hasUnsavedChanges } from './unsaved-changes-registry';
import { useLeaveGuard } from './use-leave-guard';

// Leaving = another path (a change of the search only, e.g. a list filter, stays on the page). A session
// that ended is not asked about: its forms kept a draft (form-draft) and the login page takes over.
const mustAsk = (currentPathname: string, nextPathname: string) =>
  currentPathname !== nextPathname && getAuthToken() !== null && hasUnsavedChanges();

/**
 * The one guard of the platform's forms, mounted once inside the router (the shell's platform layout):
 * leaving the page — a link, a tab of RouteTabs, Back, Log out — while a form holds unsaved changes asks
 * "Discard unsaved changes?"; a reload or closing the tab gets the browser's own question.
 */
export function UnsavedChangesGuard() {
  const confirm = useConfirm();
  // One question at a time: a second navigation while it is open is dropped.
  const asking = useRef(false);
  const ask = useCallback(async () => {
    if (asking.current) return false;
    asking.current = true;
    try {
      return await confirm(DISCARD_CHANGES_CONFIRM);
    } finally {
      asking.current = false;
    }
  }, [confirm]);
  useLeaveGuard(mustAsk, ask);

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (hasUnsavedChanges()) event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);

  return null;
}
