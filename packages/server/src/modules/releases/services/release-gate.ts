import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { RELEASE_MESSAGES } from '@shutterday/domain/staff';
import { compatibilityProblems, FACADE_NAMES_FILE, facadeProblems, pageOverBudget, readFacadeNames, readManifestContract, REMOTE_PAGE_BUDGETS, type FacadeNames, type ReleaseContract } from '@shutterday/domain/server';
import type { FastifyInstance } from 'fastify';
import { conflict } from '../../../http/http-error';
import { releaseKey } from './release-files';
import { releasePageBytes } from './page-weight';

/**
 * The gate a release passes against the shell this server runs now (docs/remotes.md "The gate"): on
 * publish, and again on every promote, canary and rollback to it, since the shell may have been upgraded
 * since the release was recorded. Its refusals are one sentence, the same on each move.
 */

/** What the shell provides (shared modules, federation runtime), from its own build's manifest; null when the shell is not built. */
export function shellContract(appRoot: string): ReleaseContract | null {
  const file = join(appRoot, 'shell', 'dist', 'mf-manifest.json');
  if (!existsSync(file)) return null;
  return readManifestContract(JSON.parse(readFileSync(file, 'utf8')));
}

/** The names the shell's facades provide, from its own build; null when its build has no such file. */
export function shellFacadeNames(appRoot: string): FacadeNames | null {
  const file = join(appRoot, 'shell', 'dist', FACADE_NAMES_FILE);
  if (!existsSync(file)) return null;
  return readFacadeNames(JSON.parse(readFileSync(file, 'utf8')));
}

/** A JSON file of a release in storage, read by `read`; a sentence (409) when it is not what `read` takes. */
export function releaseJson<T>(body: Buffer, file: string, read: (value: unknown) => T): T {
  try {
    return read(JSON.parse(body.toString('utf8')));
  } catch (error) {
    throw conflict(error instanceof SyntaxError ? `The release’s ${file} is not JSON.` : (error as Error).message);
  }
}

/** A release's manifest in storage, with its contract; refused (409) when it is missing or not one. */
export async function storedManifest(app: FastifyInstance, remote: string, version: string): Promise<{ manifest: unknown; contract: ReleaseContract }> {
  const manifestFile = await app.storage.get(releaseKey(remote, version, 'mf-manifest.json'));
  if (!manifestFile) throw conflict(RELEASE_MESSAGES.notInStorage);
  return releaseJson(manifestFile, 'mf-manifest.json', (value) => ({ manifest: value, contract: readManifestContract(value) }));
}

/**
 * Refuses (409, with every reason) a release that does not fit the shell running now: a shared singleton
 * outside the shell's range, another federation runtime, a name the shell's facades lack; then one whose
 * pages would download more JS than the page budget of `npm run build` (page-weight.ts).
 */
export async function passGate(app: FastifyInstance, remote: string, version: string, stored?: { manifest: unknown; contract: ReleaseContract }): Promise<void> {
  const { manifest, contract: release } = stored ?? (await storedManifest(app, remote, version));
  const shell = shellContract(app.config.appRoot);
  if (!shell) throw conflict(RELEASE_MESSAGES.noShellManifest);
  // The names it imports from the packages shared through facades must all be in the shell's facades.
  const namesFile = await app.storage.get(releaseKey(remote, version, FACADE_NAMES_FILE));
  if (!namesFile) throw conflict(RELEASE_MESSAGES.noFacadeNames);
  const names = releaseJson(namesFile, FACADE_NAMES_FILE, readFacadeNames);
  const shellNames = shellFacadeNames(app.config.appRoot);
  if (!shellNames) throw conflict(RELEASE_MESSAGES.noShellFacadeNames);
  const problems = [...compatibilityProblems(remote, release, shell), ...facadeProblems(remote, names, shellNames)];
  if (problems.length) throw conflict(RELEASE_MESSAGES.refused(problems));
  const budget = REMOTE_PAGE_BUDGETS[remote];
  if (!budget) return;
  const bytes = await releasePageBytes(app, remote, version, manifest, budget.compression);
  if (bytes > budget.bytes) throw conflict(pageOverBudget(budget, bytes));
}
