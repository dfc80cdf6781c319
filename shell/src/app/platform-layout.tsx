import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PlatformProviders, UnsavedChangesGuard } from '@shutterday/ui';
import { LoadingBlock } from '@shutterday/ui/lean';

/**
 * Pages that use antd, toasts and modals: loaded on demand so the public pages stay lean. Every staff
 * form is below, so the one guard of unsaved changes lives here.
 */
export default function PlatformLayout() {
  return (
    <PlatformProviders>
      <UnsavedChangesGuard />
      <Suspense fallback={<LoadingBlock fullPage />}>
        <Outlet />
      </Suspense>
    </PlatformProviders>
  );
}
