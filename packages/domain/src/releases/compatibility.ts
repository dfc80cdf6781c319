import semver from 'semver';

/**
 * The compatibility gate of a remote's release (docs/architecture.md "Releases"): before a build of one
 * remote is accepted, every shared singleton it requires must be satisfied by what the shell provides,
 * and it must expose the `./App` the shell mounts.
 *
 * Module Federation's singleton rule: one copy of a singleton is loaded per page, the first one registered
 * (share strategy `loaded-first`), and the shell always registers first. A remote's `requiredVersion` is
 * therefore checked against the shell's version, never against the remote's own copy. A singleton the
 * shell does not share at all is loaded from the remote itself (no conflict is possible).
 *
 * A remote also runs on the shell's federation runtime (it is built without a copy of its own), so its
 * runtime version must be the shell's.
 *
 * The build writes the installed version as `requiredVersion` (packages/build-config/src/shared.ts); a
 * bare version is read as "this major, at least this version" (`^19.3.1`), which is what the remote was
 * built and tested against. An explicit range (`>=18 <20`, `~19.3.0`) is honoured as written.
 *
 * The shell declares a range for each singleton the same way (its `requiredVersion`). A release built on a
 * later patch or minor of a package — its own version inside the shell's range — is accepted too: the page
 * still runs the shell's copy, which semver promises is compatible for that range. A new major is refused.
 */

/** One shared module as a federation manifest lists it. */
export interface SharedModule {
  name: string;
  /** The version the build has installed. */
  version: string;
  /** The range the module accepts from the page (`false` or empty: any). */
  requiredVersion?: string | false;
  singleton?: boolean;
}

/** What a release's mf-manifest.json says about its contract. */
export interface ReleaseContract {
  /** The federation name the remote was built as (`customer`). */
  name: string;
  shared: SharedModule[];
  /** The exposed module paths (`./App`). */
  exposes: string[];
  /** The federation runtime the build was made with (`metaData.pluginVersion`); null when not said. */
  runtimeVersion: string | null;
}

/** The module every remote exposes and the shell mounts (DESIGN §3). */
export const MOUNTED_EXPOSE = './App';
/** At most this many shared modules and exposes are read from a manifest. */
export const MANIFEST_LIST_MAX = 200;

const hasControl = (value: string) => [...value].some((c) => c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127);
const text = (value: unknown, max = 214): string | null => (typeof value === 'string' && value.length > 0 && value.length <= max && !hasControl(value) ? value : null);

/** Reads a federation manifest (mf-manifest.json) into its contract; throws a sentence when it is not one. */
export function readManifestContract(body: unknown): ReleaseContract {
  const manifest = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const name = text(manifest['name']);
  if (!name || !Array.isArray(manifest['shared']) || !Array.isArray(manifest['exposes'])) throw new Error('This is not a Module Federation manifest (mf-manifest.json with a name, shared and exposes).');
  if (manifest['shared'].length > MANIFEST_LIST_MAX || manifest['exposes'].length > MANIFEST_LIST_MAX) throw new Error(`The manifest lists more than ${MANIFEST_LIST_MAX} shared modules or exposes.`);
  const shared = manifest['shared'].flatMap((entry: unknown): SharedModule[] => {
    const item = (entry ?? {}) as Record<string, unknown>;
    const moduleName = text(item['name']);
    const version = text(item['version'], 100);
    if (!moduleName || !version) return [];
    const required = item['requiredVersion'];
    return [{ name: moduleName, version, requiredVersion: required === false ? false : (text(required, 100) ?? false), singleton: item['singleton'] === true }];
  });
  const exposes = manifest['exposes'].flatMap((entry: unknown) => {
    const path = text(((entry ?? {}) as Record<string, unknown>)['path']);
    return path ? [path] : [];
  });
  const metaData = (typeof manifest['metaData'] === 'object' && manifest['metaData'] !== null ? manifest['metaData'] : {}) as Record<string, unknown>;
  return { name, shared, exposes, runtimeVersion: text(metaData['pluginVersion'], 100) };
}

/** The range a required version stands for: a bare version means "this major, at least this". */
export function requiredRange(requiredVersion: string | false | undefined): string | null {
  if (!requiredVersion || requiredVersion === '*') return '*';
  const exact = semver.valid(requiredVersion);
  if (exact) return `^${exact}`;
  return semver.validRange(requiredVersion);
}

/**
 * The reasons a release cannot go live next to this shell; empty when it can. Each sentence names the
 * package, the version the release requires and the version the shell provides.
 */
export function compatibilityProblems(remote: string, release: ReleaseContract, shell: Pick<ReleaseContract, 'shared' | 'runtimeVersion'>): string[] {
  const problems: string[] = [];
  if (release.name !== remote) problems.push(`The build is the remote "${release.name}", not "${remote}".`);
  if (!release.exposes.includes(MOUNTED_EXPOSE)) problems.push(`The build does not expose ${MOUNTED_EXPOSE}, the module the shell mounts (it exposes ${release.exposes.join(', ') || 'nothing'}).`);
  // A remote's production build runs on the shell's federation runtime (it carries none of its own), so
  // both must come from the same @module-federation/enhanced.
  if (release.runtimeVersion === null || shell.runtimeVersion === null) {
    problems.push('The federation runtime version is missing from the release’s or the shell’s mf-manifest.json (metaData.pluginVersion).');
  } else if (release.runtimeVersion !== shell.runtimeVersion) {
    problems.push(`The release was built with the federation runtime ${release.runtimeVersion} but the shell provides ${shell.runtimeVersion}: a remote runs on the shell's runtime, so build it with the shell's @module-federation/enhanced.`);
  }
  const provided = new Map(shell.shared.map((module) => [module.name, module]));
  for (const module of release.shared) {
    if (!module.singleton) continue;
    const shellModule = provided.get(module.name);
    if (shellModule === undefined) continue;
    const range = requiredRange(module.requiredVersion);
    if (range === null) {
      problems.push(`${module.name}: the release requires "${module.requiredVersion}", which is not a version range.`);
      continue;
    }
    if (semver.satisfies(shellModule.version, range, { includePrerelease: true })) continue;
    // A release built on a later patch or minor is accepted while its version is inside the range the
    // shell declares for that package: the team need not wait for a shell release to take a fix.
    const shellRange = requiredRange(shellModule.requiredVersion);
    if (shellRange !== null && semver.valid(module.version) && semver.satisfies(module.version, shellRange, { includePrerelease: true })) continue;
    const accepts = shellRange === null ? '' : ` (the shell accepts ${shellRange}; a release outside it waits for a shell upgrade to that version)`;
    problems.push(`${module.name}: the release requires ${module.requiredVersion} (${range}) but the shell provides ${shellModule.version}${accepts}.`);
  }
  return problems;
}
