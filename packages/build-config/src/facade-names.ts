import { realpathSync } from 'node:fs';
import type { Compilation, Dependency, Module, WebpackPluginInstance } from 'webpack';

/**
 * What the release gate reads of each build (docs/architecture.md "Releases"): `facade-names.json` beside
 * mf-manifest.json lists, per package shared through a facade (shared-facade.ts), the names the app's
 * facade module provides (what the shell offers every remote) and the names the app's code imports from
 * that package (what a remote needs from the shell's copy). Both are read from webpack's module graph, not
 * from the sources: the facade's exports as webpack sees them, and each `import { X }` / `export { X } from`
 * of code outside node_modules that is in the build (the app and the workspace packages bundled with it).
 * The file name is FACADE_NAMES_FILE of @shutterday/domain/server, which reads it.
 */
export const FACADE_NAMES_FILE = 'facade-names.json';

const NAME = 'sd-facade-names';
/** webpack's types of the dependencies that name an export of the module they import. */
const NAMED = new Set(['harmony import specifier', 'harmony export imported specifier']);

const real = (path: string) => {
  try {
    return realpathSync(path);
  } catch {
    return path;
  }
};

/** The names, by facade package, that the modules of a compilation provide and import. */
export function facadeNamesOf(compilation: Compilation, facadeFiles: Record<string, string>): { provides: Record<string, string[]>; imports: Record<string, string[]> } {
  const packageOfFile = new Map(Object.entries(facadeFiles).map(([pkg, file]) => [real(file), pkg]));
  const provides: Record<string, string[]> = {};
  const imports = new Map<string, Set<string>>();
  for (const module of compilation.modules as Set<Module & { resource?: string }>) {
    const resource = module.resource;
    if (typeof resource !== 'string') continue;
    const facadeOf = packageOfFile.get(real(resource));
    if (facadeOf) {
      const exported = compilation.moduleGraph.getProvidedExports(module);
      if (!Array.isArray(exported)) throw new Error(`${resource}: webpack cannot list the names this facade exports`);
      provides[facadeOf] = [...exported].sort();
    }
    // Third-party code never imports a facade package by its name, and the facades themselves are there.
    if (/[\\/]node_modules[\\/]/.test(resource)) continue;
    for (const dependency of module.dependencies as (Dependency & { request?: string; ids?: string[] })[]) {
      if (!NAMED.has(dependency.type) || dependency.request === undefined || !(dependency.request in facadeFiles)) continue;
      const name = dependency.ids?.[0];
      if (name !== undefined) (imports.get(dependency.request) ?? imports.set(dependency.request, new Set()).get(dependency.request)!).add(name);
    }
  }
  // By package name, whatever order the modules were met in: the file is part of a release, whose id is the
  // hash of its bytes, so the same sources must write the same text.
  const byName = <T>(entries: [string, T][]) => Object.fromEntries(entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return { provides: byName(Object.entries(provides)), imports: byName([...imports].map(([pkg, names]) => [pkg, [...names].sort()])) };
}

/** Writes facade-names.json into the build's output, from the module graph once its exports are known. */
export function facadeNamesPlugin(facadeFiles: Record<string, string>): WebpackPluginInstance {
  return {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
        let names: ReturnType<typeof facadeNamesOf> | null = null;
        compilation.hooks.afterOptimizeDependencies.tap(NAME, () => {
          names = facadeNamesOf(compilation, facadeFiles);
        });
        compilation.hooks.processAssets.tap({ name: NAME, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
          if (names) compilation.emitAsset(FACADE_NAMES_FILE, new compiler.webpack.sources.RawSource(`${JSON.stringify(names, null, 2)}\n`));
        });
      });
    },
  };
}
