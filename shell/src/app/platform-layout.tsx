import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PlatformProviders } from '@shutterday/ui';
import { LoadingBlock } from '@shutterday/ui/lean';

/** Pages that use antd, toasts and modals: loaded on demand so the public pages stay lean. */
export default function PlatformLayout() {
  return (
    <PlatformProviders>
      <Suspense fallback={<LoadingBlock fullPage />}>
        <Outlet />
      </Suspense>
    </PlatformProviders>
  );
}
