import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { isChunkLoadError, reloadOnce } from './reload-once';
import { unavailableRemoteModule } from './remote-unavailable';

/**
 * A remote that is down (manifest or entry unreachable, expose missing) must not take the platform
 * down: loadRemote resolves to a stand-in module instead, whose App shows that area's fallback.
 */
export default function shellRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'shutterday-shell-fallback',
    errorLoadRemote({ id, error, lifecycle }) {
      // Other lifecycles end up here as 'onLoad' once loadRemote gives up; answering earlier would
      // have to invent a manifest.
      if (lifecycle !== 'onLoad') return undefined;
      if (isChunkLoadError(error)) reloadOnce();
      console.error(`[shell] remote ${id} failed to load`, error);
      return unavailableRemoteModule(id, error);
    },
  };
}
