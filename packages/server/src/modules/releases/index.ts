// What the rest of the server uses of the releases module: its routes and the registry the static host serves.
export { adminRemoteRoutes } from './routes/admin-remotes';
export { publicReleaseRoutes } from './routes/public-releases';
export { teamReleaseRoutes } from './routes/team-releases';
export { canaryBucketOf } from './services/canary-health';
export { liveRegistry } from './services/releases';
export { packRelease, putRelease, uploadRelease, type PackedRelease } from './services/release-files';
export { servedBytes } from './services/page-weight';
export { recordedReleaseFile, releaseOfEntry } from './services/release-page';
