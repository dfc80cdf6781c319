import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { remotesReady } from './federation/remote-registry';
import { ShellApp } from './app/shell-app';
import { dismissFirstPaint, installBackGuard } from '@shutterday/ui/lean';

/**
 * A page hands the screen over from the server's first paint as soon as it renders; should one never say
 * so (a state nobody foresaw), the app's own screen is shown after this long anyway.
 */
const FIRST_PAINT_AT_MOST_MS = 10_000;

// Before the router: Back/Forward with unsaved changes in a staff form is heard here first (UnsavedChangesGuard).
installBackGuard();
// The registry is read in parallel with the first render: the home page must not wait for it.
void remotesReady();
setTimeout(dismissFirstPaint, FIRST_PAINT_AT_MOST_MS);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
createRoot(container).render(
  <StrictMode>
    <ShellApp />
  </StrictMode>,
);
