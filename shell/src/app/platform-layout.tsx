import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PlatformProviders } from '@shutterday/ui';
import { PageLoading } from '../lib/page-loading';

/** Pages that use antd, toasts and modals: loaded on demand so the public pages stay lean. */
export default function PlatformLayout() {
  return (
    <PlatformProviders>
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    </PlatformProviders>
  );
}
