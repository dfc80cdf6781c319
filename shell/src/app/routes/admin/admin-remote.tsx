import { lazy, Suspense } from 'react';
import { RemoteArea } from '../../../federation/remote-area';
import type { RemoteName } from '../../../federation/remote-registry';
import { LoadingBlock } from '@shutterday/ui';
import { ReportedFallback } from '../../../federation/remote-failures';

const AREA_NAMES: Record<Exclude<RemoteName, 'customer'>, string> = {
  studioAdmin: 'Studio administration',
  systemAdmin: 'System administration',
  orgEditor: 'The editor',
};

const RemotesRecovery = lazy(() => import('./remotes-recovery'));

/**
 * What an admin remote's area shows when it fails: the panel, and for system administration the shell's own
 * way to roll it back. The remote brings the page's layout, so without it the page's main landmark and its
 * heading are here.
 */
export function AdminFallback({ name }: { name: keyof typeof AREA_NAMES }) {
  return (
    <main style={{ padding: '0 1rem', fontFamily: 'system-ui, sans-serif' }}>
      <h1 style={{ textAlign: 'center', margin: '2rem 0 0', fontSize: '1.5rem' }}>{AREA_NAMES[name]}</h1>
      {/* /login sends a logged-in user to their own start page (their studio, or system administration). */}
      <ReportedFallback remote={name} area={AREA_NAMES[name]} home={{ href: '/login', label: 'Go to my start page' }} />
      {name === 'systemAdmin' && (
        <Suspense fallback={null}>
          <RemotesRecovery />
        </Suspense>
      )}
    </main>
  );
}

/** An admin remote with the platform's loading block and fallback panel. */
export function AdminRemote({ name, basename }: { name: keyof typeof AREA_NAMES; basename: string }) {
  return <RemoteArea name={name} basename={basename} loading={<LoadingBlock fullPage />} fallback={<AdminFallback name={name} />} />;
}
