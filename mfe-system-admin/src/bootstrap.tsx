import { mountStandaloneAdmin } from '@shutterday/ui';
import { Route } from 'react-router';
import App from './export-app';

// Standalone development only (`pnpm --filter mfe-system-admin dev`); the shell never runs this file.
mountStandaloneAdmin(document.getElementById('root')!, {
  routes: <Route path="/admin/*" element={<App basename="/admin" />} />,
  home: '/admin',
});
