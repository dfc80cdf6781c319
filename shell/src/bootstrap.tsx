import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { remotesReady } from './federation/remote-registry';
import { ShellApp } from './app/shell-app';

// The registry is read in parallel with the first render: the home page must not wait for it.
void remotesReady();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
createRoot(container).render(
  <StrictMode>
    <ShellApp />
  </StrictMode>,
);
