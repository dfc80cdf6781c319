import { lazy, Suspense, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { remotesReady, type RemoteName } from './remote-registry';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteUnavailableError } from './remote-unavailable';
// Type only: erased from the bundle, so the lean customer pages do not load the ui package (and antd).
import type { RemoteAppProps } from '@shutterday/ui';

type RemoteApp = ComponentType<RemoteAppProps>;
const apps = new Map<RemoteName, LazyExoticComponent<RemoteApp>>();

function remoteApp(name: RemoteName): LazyExoticComponent<RemoteApp> {
  let app = apps.get(name);
  if (!app) {
    app = lazy(async () => {
      await remotesReady();
      const module = await loadRemote<{ default: RemoteApp }>(`${name}/App`);
      if (!module?.default) throw new RemoteUnavailableError(`${name}/App`);
      return module;
    });
    apps.set(name, app);
  }
  return app;
}

export interface RemoteAreaProps {
  name: RemoteName;
  basename: string;
  loading: ReactNode;
  fallback: ReactNode;
}

/** One remote's app, with its loading state and a fallback that stays inside this area. */
export function RemoteArea({ name, basename, loading, fallback }: RemoteAreaProps) {
  const App = remoteApp(name);
  return (
    <RemoteErrorBoundary fallback={fallback}>
      <Suspense fallback={loading}>
        <App basename={basename} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
