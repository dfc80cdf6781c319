import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { getAuthToken } from '@shutterday/api-client';
import { useConfirm } from '../confirm/use-confirm';
import { DISCARD_CHANGES_CONFIRM } from './discard-changes-confirm';
import { hasUnsavedChanges } from './unsaved-changes-registry';

/**
 * The one guard of the platform's forms (mounted once, inside a data router): leaving the page — a link,
 * a tab of RouteTabs, Back — while a form holds unsaved changes asks "Discard unsaved changes?"; a reload
 * or closing the tab gets the browser's own question. A session that ended is not asked about: its
 * forms keep a draft (form-draft) and the login page brings the person back to them.
 */
export function UnsavedChangesGuard() {
  const confirm = useConfirm();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      currentLocation.pathname !== nextLocation.pathname && getAuthToken() !== null && hasUnsavedChanges(),
  );
  // One question per blocked navigation, even when an effect runs twice (StrictMode in development).
  const asking = useRef(false);

  useEffect(() => {
    if (blocker.state !== 'blocked' || asking.current) return;
    asking.current = true;
    void confirm(DISCARD_CHANGES_CONFIRM).then((discard) => {
      asking.current = false;
      if (discard) blocker.proceed();
      else blocker.reset();
    });
  }, [blocker, confirm]);

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (hasUnsavedChanges()) event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);

  return null;
}
