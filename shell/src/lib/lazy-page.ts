import { lazy, type ComponentType } from 'react';
import { isChunkLoadError, reloadOnce } from '../federation/reload-once';

/**
 * React.lazy for the shell's own route modules: a chunk that a newer deploy removed reloads the page
 * once (see reload-once.ts) instead of leaving a broken screen.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any props: React.lazy has the same bound
export function lazyPage<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  return lazy(() =>
    load().catch((error: unknown) => {
      if (isChunkLoadError(error) && reloadOnce()) return new Promise<never>(() => {});
      throw error;
    }),
  );
}
