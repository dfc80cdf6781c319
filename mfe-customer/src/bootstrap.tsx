import { queryClient } from '@shutterday/api-client';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes, useParams } from 'react-router';
import App from './export-app';

/** The shell's mount, reproduced: the basename is the studio slug segment of the URL. */
function StudioArea() {
  const { studioSlug = '' } = useParams();
  return <App basename={`/${studioSlug}`} />;
}

// Standalone development only (`pnpm --filter mfe-customer dev`): the shell never runs this file. Like
// the shell's customer pages it provides only react-query, not the antd-based PlatformProviders.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <Routes>
          <Route path="/:studioSlug/*" element={<StudioArea />} />
          <Route path="*" element={<p style={{ padding: 16 }}>Open a studio, e.g. <a href="/demo">/demo</a>.</p>} />
        </Routes>
      </BrowserRouter>
    </QueryClientProvider>
  </StrictMode>,
);
