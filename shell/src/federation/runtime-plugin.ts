import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import * as runtimeCore from '@module-federation/runtime-core';
import { isChunkLoadError, reloadOnce } from './reload-once';
import { unavailableRemoteModule } from './remote-unavailable';

/**
 * Where a remote's production build finds the federation runtime: the remotes are built with
 * `externalRuntime` (packages/build-config/src/webpack.ts) and use the shell's copy instead of carrying
 * their own, ≈ 10 KB gzip less on every page. The release gate holds each remote to the shell's runtime
 * version (docs/architecture.md "Releases").
 */
export const EXTERNAL_RUNTIME_GLOBAL = '_FEDERATION_RUNTIME_CORE';

/** Hands this page's federation runtime to the remotes before any of them loads. */
export function provideRuntimeToRemotes(scope: Record<string, unknown> = globalThis as unknown as Record<string, unknown>): void {
  scope[EXTERNAL_RUNTIME_GLOBAL] ??= runtimeCore;
}

/**
 * A remote that is down (manifest or entry unreachable, expose missing) must not take the platform
 * down: loadRemote resolves to a stand-in module instead, whose App shows that area's fallback.
 */
export default function shellRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'shutterday-shell-fallback',
    beforeInit(args) {
      provideRuntimeToRemotes();
      return args;
    },
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
