import { mountStandaloneAdmin } from '@shutterday/ui';
import { Route, useParams } from 'react-router';
import App from './export-app';

/** The shell's mount, reproduced: `/admin/studios/:studioId/*` with that prefix as basename. */
function StudioArea() {
  const { studioId } = useParams();
  return <App basename={`/admin/studios/${studioId}`} />;
}

// Standalone development only (`pnpm --filter mfe-studio-admin dev`); the shell never runs this file.
mountStandaloneAdmin(document.getElementById('root')!, {
  routes: <Route path="/admin/studios/:studioId/*" element={<StudioArea />} />,
  home: '/admin/studios/1',
});
