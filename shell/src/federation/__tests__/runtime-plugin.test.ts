import * as runtimeCore from '@module-federation/runtime-core';
import shellRuntimePlugin, { EXTERNAL_RUNTIME_GLOBAL, provideRuntimeToRemotes } from '../runtime-plugin';

describe('the federation runtime the shell hands to the remotes', () => {
  it('puts its own runtime core where a remote built with externalRuntime looks for it', () => {
    const scope: Record<string, unknown> = {};
    provideRuntimeToRemotes(scope);
    // The very classes and functions the shell's own runtime runs on (compared one by one: the module
    // object itself is wrapped by the test's CommonJS interop).
    const provided = scope[EXTERNAL_RUNTIME_GLOBAL] as typeof runtimeCore;
    expect(provided.ModuleFederation).toBe(runtimeCore.ModuleFederation);
    expect(provided.getRemoteEntry).toBe(runtimeCore.getRemoteEntry);
  });

  it('keeps a runtime already provided on the page', () => {
    const earlier = { ModuleFederation: class {} };
    const scope: Record<string, unknown> = { [EXTERNAL_RUNTIME_GLOBAL]: earlier };
    provideRuntimeToRemotes(scope);
    expect(scope[EXTERNAL_RUNTIME_GLOBAL]).toBe(earlier);
  });

  it('does so when the shell’s federation instance starts, before any remote is registered', () => {
    delete (globalThis as Record<string, unknown>)[EXTERNAL_RUNTIME_GLOBAL];
    const args = { options: {} } as never;
    expect(shellRuntimePlugin().beforeInit!(args)).toBe(args);
    expect(((globalThis as Record<string, unknown>)[EXTERNAL_RUNTIME_GLOBAL] as typeof runtimeCore).ModuleFederation).toBe(runtimeCore.ModuleFederation);
  });
});
