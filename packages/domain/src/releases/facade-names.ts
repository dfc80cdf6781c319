/**
 * The second half of a release's compatibility gate (docs/architecture.md "Releases"): the names a remote
 * imports from the packages shared through facades (antd, @ant-design/icons, react-router ...) must all be
 * in the shell's facades. A facade re-exports only the names the workspace imported when it was built
 * (packages/build-config/src/shared-facade.ts), and the page uses the shell's copy of every shared module;
 * so a remote released later that imports a name the live shell's facade lacks would get `undefined` for
 * it in the parent's browser.
 *
 * Each app's build writes `facade-names.json` beside its mf-manifest.json: what its facades provide and
 * what its own code (and the workspace code bundled with it) imports from each facade package.
 */

/** The file each app's build writes into its dist folder. */
export const FACADE_NAMES_FILE = 'facade-names.json';
/** At most this many facade packages, and this many names of one, are read from the file. */
export const FACADE_PACKAGES_MAX = 50;
export const FACADE_NAMES_MAX = 5000;
/** A refusal lists at most this many missing names of one package. */
const NAMES_SHOWN = 20;

/** Names by package: what the app's facades provide, and what the app imports from them. */
export interface FacadeNames {
  provides: Record<string, string[]>;
  imports: Record<string, string[]>;
}

const PACKAGE = /^(@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*(\/[\w.-]+)*$/i;
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

function namesByPackage(value: unknown, field: string): Record<string, string[]> {
  const refuse: (why: string) => never = (why) => {
    throw new Error(`This is not a ${FACADE_NAMES_FILE} (${field}: ${why}).`);
  };
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return refuse('not an object of name lists');
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length > FACADE_PACKAGES_MAX) refuse(`more than ${FACADE_PACKAGES_MAX} packages`);
  const byPackage: Record<string, string[]> = {};
  for (const [pkg, names] of entries) {
    if (pkg.length > 214 || !PACKAGE.test(pkg)) refuse('a package name that is not one');
    if (!Array.isArray(names) || names.length > FACADE_NAMES_MAX) refuse(`${pkg} is not a list of at most ${FACADE_NAMES_MAX} names`);
    if (!names.every((name) => typeof name === 'string' && name.length <= 100 && IDENTIFIER.test(name))) refuse(`${pkg} lists something that is not an export name`);
    byPackage[pkg] = [...new Set(names as string[])].sort();
  }
  return byPackage;
}

/** Reads an app's facade-names.json; throws a sentence when it is not one. */
export function readFacadeNames(body: unknown): FacadeNames {
  const file = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  return { provides: namesByPackage(file['provides'], 'provides'), imports: namesByPackage(file['imports'], 'imports') };
}

/**
 * The names `remote` imports that the shell's facades do not provide, one sentence per package; empty when
 * every one is there. A package the shell does not share through a facade is left alone: the shell then
 * shares it whole, or not at all (the remote loads its own copy).
 */
export function facadeProblems(remote: string, release: Pick<FacadeNames, 'imports'>, shell: Pick<FacadeNames, 'provides'>): string[] {
  const problems: string[] = [];
  for (const [pkg, names] of Object.entries(release.imports).sort(([a], [b]) => a.localeCompare(b))) {
    const provided = shell.provides[pkg];
    if (!provided) continue;
    const have = new Set(provided);
    const missing = [...new Set(names)].filter((name) => !have.has(name)).sort();
    if (missing.length === 0) continue;
    const shown = missing.length > NAMES_SHOWN ? `${missing.slice(0, NAMES_SHOWN).join(', ')} and ${missing.length - NAMES_SHOWN} more` : missing.join(', ');
    problems.push(`${remote} imports ${shown} from ${pkg}, which the shell’s ${pkg} does not provide; upgrade the shell first (build it with those names and restart the server).`);
  }
  return problems;
}
