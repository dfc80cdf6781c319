import * as v from 'valibot';
import { boundedString } from '../validation/bounded';
import { wholeNumber } from '../validation/whole-number';

/**
 * Each remote's releases, what is live, and the canary (docs/architecture.md "Releases"). The remotes a
 * release can be made of are the four the shell mounts.
 */
export const RELEASE_REMOTES = ['customer', 'studioAdmin', 'systemAdmin', 'orgEditor'] as const;
export type ReleaseRemote = (typeof RELEASE_REMOTES)[number];

/** A release's version: the first 16 hex digits of the hash of its files. */
export const RELEASE_VERSION = /^[0-9a-f]{16}$/;
/** A canary is judged once it had this many visits... */
export const CANARY_MIN_VISITS = 20;
/** ...and rolled back when this share of them (or more) reported a failure. */
export const CANARY_FAILURE_RATE = 0.2;
/** Whether a release's page views fail by the rule of canaries and the health watch (docs/remotes.md "Health watch"). */
export function failingByRule(visits: number, failures: number): boolean {
  return visits >= CANARY_MIN_VISITS && failures * 100 >= visits * Math.round(CANARY_FAILURE_RATE * 100);
}
/**
 * After a promote, the release is watched this long by default (RELEASE_WATCH_MINUTES): its page views are
 * judged by the canary's rule (CANARY_MIN_VISITS, CANARY_FAILURE_RATE) and a failing one is rolled back by itself.
 */
export const RELEASE_WATCH_MINUTES = 30;
/**
 * Each client address counts at most this many page views of a remote's canary (visits, each with its ticket,
 * so at most as many failures) in CANARY_CLIENT_WINDOW_MS: a flood from one address counts no more than that,
 * and no single address reaches the minimum of visits alone.
 */
export const CANARY_VIEWS_PER_CLIENT = 5;
export const CANARY_CLIENT_WINDOW_MS = 15 * 60 * 1000;
/** At most this many releases and deploy records are listed per remote. */
export const RELEASE_LIST_MAX = 20;

/** The shell's own first path segments (shell/src/app/app-routes.tsx): a page under one of them is no customer page. */
const SHELL_PAGES = new Set(['', 'maintenance', 'logout', 'login', 'forgot-password', 'reset-password', 'confirm-email', 'setup', 'account']);

/**
 * The remote whose area a page's path is in, as the shell routes it (`/admin/studios/:id/organizations|jobs/…`
 * the editor, `/admin/studios/…` studio admin, `/admin…` system admin, `/:studioSlug/…` the customer pages);
 * null for the shell's own pages. The health watch counts a page load as a visit of that remote only.
 */
export function remoteOfPage(path: string): ReleaseRemote | null {
  const [first = '', second, third, fourth] = path.split('/').slice(1);
  if (first === 'admin') return second !== 'studios' || !third ? 'systemAdmin' : fourth === 'organizations' || fourth === 'jobs' ? 'orgEditor' : 'studioAdmin';
  return SHELL_PAGES.has(first) ? null : 'customer';
}

export const RemoteNameParam = v.picklist(RELEASE_REMOTES, 'No such remote');
export const ReleaseVersion = v.pipe(boundedString(16, 'A release version is 16 hex digits'), v.regex(RELEASE_VERSION, 'A release version is 16 hex digits'));

export const RemoteParams = v.object({ remote: RemoteNameParam });
/** Recording a release whose files are already in storage (the release command sends it). */
export const ReleaseRecordRequest = v.object({
  version: ReleaseVersion,
  // `-dirty`: built from a checkout with uncommitted changes (the release command says so).
  gitCommit: v.pipe(boundedString(46), v.regex(/^([0-9a-f]{7,40}(-dirty)?|unknown)$/, 'A git commit is 7 to 40 hex digits, followed by -dirty for a checkout with changes')),
  buildMs: wholeNumber(0, 24 * 60 * 60 * 1000),
});
/** At most this many bytes make one file of a release (a remote's largest chunk is about 1 MB). */
export const RELEASE_FILE_MAX_BYTES = 5 * 1024 * 1024;
/** A release file's name inside its release: up to five folders deep, no `..`. */
export const RELEASE_FILE_PATH = /^(?!.*\.\.)[A-Za-z0-9_.-]+(\/[A-Za-z0-9_.-]+){0,4}$/;
/** One file of a release, uploaded by the release command before it records the release (base64). */
export const ReleaseFileUpload = v.object({
  version: ReleaseVersion,
  path: v.pipe(boundedString(200, 'A release file is named by at most 200 characters'), v.regex(RELEASE_FILE_PATH, 'A release file is named by letters, digits, . _ - and at most five folders')),
  content: v.pipe(
    v.string('The content of a release file is base64'),
    v.maxLength(Math.ceil(RELEASE_FILE_MAX_BYTES / 3) * 4, `A release file is at most ${RELEASE_FILE_MAX_BYTES / 1024 / 1024} MB`),
    v.regex(/^[A-Za-z0-9+/]*={0,2}$/, 'The content of a release file is base64'),
  ),
});
export const PromoteRequest = v.object({ version: ReleaseVersion });
export const CanaryRequest = v.object({ version: ReleaseVersion, percent: wholeNumber(1, 99) });
/**
 * A canary's page view, signed by the server in the registry that gave this browser the canary:
 * `<version>.<view id>.<expires, seconds>.<hmac>`. It counts one visit and at most one failure.
 */
export const CANARY_TICKET = /^[0-9a-f]{16}\.[\w-]{12}\.\d{1,12}\.[\w-]{43}$/;
/** A canary ticket is good for this long after the page view it was issued for. */
export const CANARY_TICKET_TTL_SECONDS = 30 * 60;
/**
 * What the shell reports when a remote's area failed to load or to render (POST /api/remote-failures):
 * counted against a canary only with the ticket of a page view of it.
 */
export const RemoteFailureBeacon = v.object({
  remote: RemoteNameParam,
  ticket: v.optional(v.pipe(boundedString(120, 'No such page view'), v.regex(CANARY_TICKET, 'No such page view'))),
});
/**
 * The cookie holding this browser's number from 0 to 99, drawn once by the server: a canary at p % goes to
 * the browsers under p, so a browser stays on its side across loads.
 */
export const CANARY_COOKIE = 'sd-canary';

export type ReleaseRecordInput = v.InferOutput<typeof ReleaseRecordRequest>;

export interface ReleaseSummary {
  version: string;
  gitCommit: string;
  buildMs: number;
  publishedBy: string;
  createdAt: string;
  /** The shared singletons with the versions it requires, as `name@range`. */
  requires: string[];
}

export interface DeployEvent {
  action: 'promote' | 'rollback' | 'canary' | 'canary-promoted' | 'canary-stopped' | 'canary-rolled-back' | 'watch-rolled-back';
  version: string | null;
  previousVersion: string | null;
  by: string;
  note: string | null;
  createdAt: string;
}

export interface RemoteOverview {
  remote: ReleaseRemote;
  /** The manifest address the shell reads for it now. */
  entry: string;
  /** Fixed by REMOTES_JSON: releases are recorded but the configuration decides what loads. */
  fixed: boolean;
  /** The live release; null = the build this server hosts from its own folder. */
  live: string | null;
  canary: { version: string; percent: number; visits: number; failures: number } | null;
  /** The health watch of the live release after its promote, while it runs (`until`: when it ends). */
  watch: { version: string; until: string; visits: number; failures: number } | null;
  releases: ReleaseSummary[];
  history: DeployEvent[];
}

/** The registry the shell reads: each remote's manifest, and the canaries going to a share of visitors. */
export interface RemoteRegistry {
  [remote: string]: string | Record<string, { entry: string; percent: number }> | Record<string, string> | undefined;
  canary?: Record<string, { entry: string; percent: number }>;
  /** For a browser given a canary: the signed ticket of this page view, per remote, sent back with a failure. */
  tickets?: Record<string, string>;
}

export const RELEASE_MESSAGES = {
  notInStorage: 'The files of this release are not in storage: publish it with npm run release first.',
  unknownRelease: (remote: string, version: string) => `The ${remote} remote has no release ${version}.`,
  alreadyLive: (version: string) => `Release ${version} is already live.`,
  nothingToRollBack: 'There is no earlier release to roll back to.',
  refused: (problems: string[]) => `The release is refused: ${problems.join(' ')}`,
  noShellManifest: 'The shell’s build (shell/dist/mf-manifest.json) is missing, so the release cannot be checked against it.',
  noShellFacadeNames: 'The shell’s build (shell/dist/facade-names.json) is missing, so the names the release imports from antd, its icons and the router cannot be checked against it: build the shell again.',
  noFileList: 'The release has no release-files.json (the list of its files), so the server cannot hash it: publish it with npm run release.',
  notItsHash: (version: string, hash: string) =>
    `The files in storage under ${version} hash to ${hash}: a release's version is the hash of its files, so a hand-named version or a file changed after upload is refused. Publish it again with npm run release.`,
  filesRecorded: (version: string) => `Release ${version} is recorded: its files cannot change. A new build is a new release.`,
  noFacadeNames: 'The release has no facade-names.json (the names it imports from antd, its icons and the router), so it cannot be checked against the shell: build it again with npm run release.',
} as const;
