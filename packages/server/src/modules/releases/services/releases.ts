import {
  RELEASE_LIST_MAX, RELEASE_MESSAGES, RELEASE_REMOTES, remoteOfPage, type DeployEvent, type ReleaseRecordInput, type ReleaseRemote, type ReleaseSummary, type RemoteOverview, type RemoteRegistry,
} from '@shutterday/domain/staff';
import { requiredRange } from '@shutterday/domain/server';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../../db/client';
import { conflict, notFound } from '../../../http/http-error';
import { releasesRepository as releases, type DeploymentRow, type ReleaseRow } from '../repositories/releases';
import { canaryTicket, countCanaryVisit } from './canary-health';
import { countWatchVisit } from './health-watch';
import { withinClientShare } from './canary-share';
import { passGate, storedManifest } from './release-gate';
import { fileHash, RELEASE_FILE_LIST, releaseHash, releaseKey, storedFileList, storedReleaseFiles, versionOfHashes } from './release-files';

export { releaseKey };

/**
 * Each remote's releases and what is live (docs/architecture.md "Releases"). A release's files are in
 * storage under `releases/<remote>/<version>/`; the database records it, the live pointer and who moved
 * it. The registry the shell reads is made from here on every request, so a promote or a rollback is seen
 * on the next page load, without a restart.
 */

export const releaseEntry = (remote: string, version: string) => `/releases/${remote}/${version}/mf-manifest.json`;

const summary = (row: ReleaseRow): ReleaseSummary => ({
  version: row.version,
  gitCommit: row.gitCommit,
  buildMs: row.buildMs,
  publishedBy: row.publishedBy,
  createdAt: row.createdAt.toISOString(),
  requires: row.shared.filter((module) => module.singleton).map((module) => `${module.name}@${requiredRange(module.requiredVersion) ?? module.requiredVersion}`),
});

async function requireRelease(db: Executor, remote: string, version: string): Promise<ReleaseRow> {
  const row = await releases.release(db, remote, version);
  if (!row) throw notFound(RELEASE_MESSAGES.unknownRelease(remote, version));
  return row;
}

async function deploymentOf(db: Executor, remote: string): Promise<DeploymentRow> {
  return (await releases.deploymentForUpdate(db, remote)) ?? { remote, liveReleaseId: null, canaryReleaseId: null, canaryPercent: 0, canaryVisits: 0, canaryFailures: 0, ...noWatch, updatedAt: new Date() };
}

const noWatch = { watchReleaseId: null, watchUntil: null, watchVisits: 0, watchFailures: 0 };
const noCanary = { canaryReleaseId: null, canaryPercent: 0, canaryVisits: 0, canaryFailures: 0 };

/** The releases known to be recorded, per database: a recorded release stays recorded, so no file asks twice. */
const recorded = new WeakMap<Executor, Set<string>>();

/** Whether a release is recorded (its files are served only then). */
export async function isRecorded(db: Executor, remote: string, version: string): Promise<boolean> {
  const key = `${remote}/${version}`;
  const known = recorded.get(db) ?? new Set<string>();
  if (known.has(key)) return true;
  if (!(await releases.release(db, remote, version))) return false;
  recorded.set(db, known.add(key));
  return true;
}

/** What this process knows of a recorded release's files (below). */
export interface ReleaseIntegrity {
  /** Each file's hash as recorded (its list, which hashes to the version); null when the list is missing or does not. */
  hashes: Map<string, string> | null;
  /** The files this process has checked, and whether their bytes matched. */
  checked: Map<string, boolean>;
}

const integrity = new WeakMap<object, Map<string, Promise<ReleaseIntegrity>>>();

/**
 * A recorded release's list of file hashes, read once per process: the list is trusted only when it hashes to
 * the version (the version is the hash of the list), so reading it needs no other file.
 */
export function releaseIntegrity(app: FastifyInstance, remote: string, version: string): Promise<ReleaseIntegrity> {
  const known = integrity.get(app) ?? new Map<string, Promise<ReleaseIntegrity>>();
  integrity.set(app, known);
  const key = `${remote}/${version}`;
  let found = known.get(key);
  if (!found) {
    found = (async () => {
      const list = await storedFileList(app.storage, remote, version);
      const sound = list !== null && versionOfHashes(list) === version;
      if (!sound) app.log.warn({ remote, version }, 'a recorded release’s list of files is missing or does not hash to its version: its files are served without long caching');
      return { hashes: sound ? new Map(Object.entries(list)) : null, checked: new Map<string, boolean>() };
    })();
    // A storage failure is not a verdict: the next request asks again.
    found.catch(() => known.delete(key));
    known.set(key, found);
  }
  return found;
}

/**
 * Whether a file's bytes are the ones recorded for it: checked the first time this process serves it (then
 * remembered), so a file changed in storage is never served as immutable under the release's ETag.
 */
export function isRecordedBytes(app: FastifyInstance, release: ReleaseIntegrity, path: string, body: Buffer): boolean {
  if (!release.hashes) return false;
  let same = release.checked.get(path);
  if (same === undefined) {
    same = release.hashes.get(path) === fileHash(body);
    if (!same) app.log.warn({ path }, 'a release file in storage no longer matches its recorded hash: served without long caching');
    release.checked.set(path, same);
  }
  return same;
}

/**
 * Records a release whose files are in storage, once it passes the compatibility gate against the shell
 * this server hosts. Recording the same version again answers the release already recorded.
 */
export async function recordRelease(app: FastifyInstance, remote: ReleaseRemote, input: ReleaseRecordInput, by: string): Promise<ReleaseSummary> {
  const existing = await releases.release(app.db, remote, input.version);
  if (existing) return summary(existing);
  const { manifest, contract } = await storedManifest(app, remote, input.version);
  const entryName = (manifest as { metaData?: { remoteEntry?: { name?: unknown } } }).metaData?.remoteEntry?.name;
  if (typeof entryName !== 'string' || !/^[\w.-]{1,100}$/.test(entryName) || !(await app.storage.exists(releaseKey(remote, input.version, entryName)))) throw conflict(RELEASE_MESSAGES.notInStorage);
  // The version must be the hash of the files storage holds under it: a name is not taken on trust.
  const stored = await storedReleaseFiles(app.storage, remote, input.version);
  if (stored === 'no-list') throw conflict(RELEASE_MESSAGES.noFileList);
  if (stored === 'missing') throw conflict(RELEASE_MESSAGES.notInStorage);
  // The files, and the list of their hashes that serving trusts, must both give the version back.
  const hash = releaseHash(stored.files);
  if (hash !== input.version || versionOfHashes(stored.list) !== input.version) throw conflict(RELEASE_MESSAGES.notItsHash(input.version, hash));
  await passGate(app, remote, input.version, { manifest, contract });
  await releases.insertRelease(app.db, { remote, version: input.version, gitCommit: input.gitCommit, buildMs: input.buildMs, publishedBy: by, shared: contract.shared, exposes: contract.exposes });
  return summary((await releases.release(app.db, remote, input.version))!);
}

/** The gate a move checks its release against (release-gate.ts `passGate`); refuses by throwing. */
export type MoveGate = (version: string) => Promise<void>;

/**
 * Stores one file of a release before it is recorded (the release command uploads them through the API, so a
 * team needs no access to storage). A recorded release's files never change: refused (409).
 */
export async function storeReleaseFile(app: FastifyInstance, remote: ReleaseRemote, file: { version: string; path: string; content: string }): Promise<void> {
  const data = Buffer.from(file.content, 'base64');
  if (await releases.release(app.db, remote, file.version)) {
    // The same build sent again (a retry, or a second publish of the same bytes) changes nothing and is no
    // error; any other bytes under a recorded release are refused.
    const recorded = await releaseIntegrity(app, remote, file.version);
    const same = recorded.hashes?.has(file.path)
      ? recorded.hashes.get(file.path) === fileHash(data)
      : file.path === RELEASE_FILE_LIST && (await app.storage.get(releaseKey(remote, file.version, file.path)))?.equals(data) === true;
    if (same) return;
    throw conflict(RELEASE_MESSAGES.filesRecorded(file.version));
  }
  await app.storage.put(releaseKey(remote, file.version, file.path), data);
}

/** Makes a release the live one for every visitor (a canary of it ends promoted); `gate` checks it first. */
export async function promoteRelease(db: Executor, remote: ReleaseRemote, version: string, by: string, gate?: MoveGate): Promise<void> {
  await db.transaction(async (tx) => {
    const release = await requireRelease(tx, remote, version);
    await gate?.(release.version);
    const current = await deploymentOf(tx, remote);
    if (current.liveReleaseId === release.id && current.canaryReleaseId === null) throw conflict(RELEASE_MESSAGES.alreadyLive(version));
    const fromCanary = current.canaryReleaseId === release.id;
    await releases.saveDeployment(tx, { remote, liveReleaseId: release.id, ...noCanary });
    await releases.recordEvent(tx, { remote, action: fromCanary ? 'canary-promoted' : 'promote', releaseId: release.id, previousReleaseId: current.liveReleaseId, by });
  });
}

/**
 * Steps a remote back: a running canary stops (its visitors get the live release again); otherwise the
 * release that was live before the current one comes back (none = the build this server hosts), once
 * `gate` passed it.
 */
export async function rollBack(db: Executor, remote: ReleaseRemote, by: string, gate?: MoveGate): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await deploymentOf(tx, remote);
    if (current.canaryReleaseId !== null) {
      await releases.saveDeployment(tx, { ...current, ...noCanary });
      await releases.recordEvent(tx, { remote, action: 'canary-stopped', releaseId: current.canaryReleaseId, previousReleaseId: current.liveReleaseId, by });
      return;
    }
    if (current.liveReleaseId === null) throw conflict(RELEASE_MESSAGES.nothingToRollBack);
    const promoted = await releases.lastPromotion(tx, remote, current.liveReleaseId);
    if (!promoted) throw conflict(RELEASE_MESSAGES.nothingToRollBack);
    const target = promoted.previousReleaseId === null ? null : await releases.releaseById(tx, promoted.previousReleaseId);
    if (target) await gate?.(target.version);
    await releases.saveDeployment(tx, { ...current, liveReleaseId: promoted.previousReleaseId });
    await releases.recordEvent(tx, { remote, action: 'rollback', releaseId: promoted.previousReleaseId, previousReleaseId: current.liveReleaseId, by });
  });
}

/** Sends a release to a share of visitors, sticky per browser (the shell draws the browser's number once); `gate` checks it first. */
export async function startCanary(db: Executor, remote: ReleaseRemote, version: string, percent: number, by: string, gate?: MoveGate): Promise<void> {
  await db.transaction(async (tx) => {
    const release = await requireRelease(tx, remote, version);
    await gate?.(release.version);
    const current = await deploymentOf(tx, remote);
    if (current.liveReleaseId === release.id) throw conflict(RELEASE_MESSAGES.alreadyLive(version));
    await releases.saveDeployment(tx, { ...current, canaryReleaseId: release.id, canaryPercent: percent, canaryVisits: 0, canaryFailures: 0 });
    await releases.recordEvent(tx, { remote, action: 'canary', releaseId: release.id, previousReleaseId: current.liveReleaseId, by, note: `${percent}% of visitors` });
  });
}

/**
 * The registry the shell reads now: REMOTES_JSON's fixed entries, else each live release, else the hosted
 * build; a browser whose number (`bucket`) is under a canary's share gets the canary instead, counted as a
 * visit (with its ticket) while its address (`client`) is within its share (canary-share.ts). `page`: the
 * path of the page it is written into (a watched release counts the page loads of its own area only, never
 * a bare read of /remotes.json), within the same share of the address.
 */
export async function liveRegistry(app: FastifyInstance, bucket?: number, client?: string, page?: string): Promise<RemoteRegistry> {
  const registry: RemoteRegistry = { ...app.config.remotes };
  const canary: Record<string, { entry: string; percent: number }> = {};
  for (const row of await releases.deploymentsWithVersions(app.db)) {
    if (app.config.remotesFixed.includes(row.remote)) continue;
    if (row.live) registry[row.remote] = releaseEntry(row.remote, row.live);
    if (row.canary) canary[row.remote] = { entry: releaseEntry(row.remote, row.canary), percent: row.percent };
    if (row.canary && bucket !== undefined && bucket < row.percent) {
      registry[row.remote] = releaseEntry(row.remote, row.canary);
      if (client !== undefined && !(await withinClientShare(app.db, row.remote, client))) continue;
      // This page view of the canary: counted here, and signed, so only it can report a failure of it.
      (registry.tickets ??= {})[row.remote] = canaryTicket(app.config.jwtSecret, row.remote, row.canary);
      await countCanaryVisit(app, row.remote, row.canary);
    } else if (row.live && row.watching && bucket !== undefined && page !== undefined && remoteOfPage(page) === row.remote) {
      if (client !== undefined && !(await withinClientShare(app.db, row.remote, client))) continue;
      // A page load in the area of a promoted release under its health watch: the same signed ticket, a visit of it.
      (registry.tickets ??= {})[row.remote] = canaryTicket(app.config.jwtSecret, row.remote, row.live);
      await countWatchVisit(app, row.remote, row.live);
    }
  }
  if (Object.keys(canary).length) registry.canary = canary;
  return registry;
}

/** Each remote's releases, the live one, the canary and the last deploys (the Remotes page). */
export async function remotesOverview(app: FastifyInstance): Promise<RemoteOverview[]> {
  const deployments = await releases.deploymentsWithVersions(app.db);
  const registry = await liveRegistry(app);
  return Promise.all(RELEASE_REMOTES.map((remote) => overviewOf(app, remote, deployments, registry)));
}

/** One remote's overview (what the release command is answered). */
export async function remoteOverview(app: FastifyInstance, remote: ReleaseRemote): Promise<RemoteOverview> {
  return overviewOf(app, remote, await releases.deploymentsWithVersions(app.db), await liveRegistry(app));
}

async function overviewOf(app: FastifyInstance, remote: ReleaseRemote, deployments: Awaited<ReturnType<typeof releases.deploymentsWithVersions>>, registry: RemoteRegistry): Promise<RemoteOverview> {
  const list = await releases.releases(app.db, remote, RELEASE_LIST_MAX);
  const events = await releases.history(app.db, remote, RELEASE_LIST_MAX);
  const row = deployments.find((deployment) => deployment.remote === remote);
  return {
    remote,
    entry: String(registry[remote] ?? ''),
    fixed: app.config.remotesFixed.includes(remote),
    live: row?.live ?? null,
    canary: row?.canary ? { version: row.canary, percent: row.percent, visits: row.visits, failures: row.failures } : null,
    watch: row?.live && row.watching && row.watchUntil ? { version: row.live, until: row.watchUntil.toISOString(), visits: row.watchVisits, failures: row.watchFailures } : null,
    releases: list.map(summary),
    history: events.map(({ event, version, previousVersion }) => ({
      action: event.action as DeployEvent['action'], version, previousVersion, by: event.by, note: event.note, createdAt: event.createdAt.toISOString(),
    })),
  };
}
