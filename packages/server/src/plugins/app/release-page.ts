import type { FastifyInstance } from 'fastify';
import { recordedReleaseFile, releaseOfEntry } from '../../modules/releases';
import { parseFirstPaints, type FirstPaintTemplates } from './first-paint';
import { remoteFilesOf, type RemoteFiles } from './page-head';

export interface CustomerPage {
  /** The remote's first paints, or null when its build has none (its pages then render from the app alone). */
  templates: FirstPaintTemplates | null;
  /** What the page preloads (and, with a first paint, the styles it links). */
  files: RemoteFiles;
}

/** Releases whose page parts are kept: the live one and a canary, with room for a rollback. */
const KEPT = 4;

/**
 * A customer release brings its own first paint and preloads, as the hosted build does: its
 * `first-paint.json` and its manifest, read from storage once per process (a release's files never
 * change, and only the recorded bytes are used), so a promoted or canaried release paints as early as the
 * build `npm start` made. A read that fails is not kept: the next page asks again, and meanwhile the
 * page renders from the app alone.
 */
export function customerReleasePages(app: FastifyInstance): (entry: string) => Promise<CustomerPage | null> {
  const kept = new Map<string, Promise<CustomerPage>>();
  return async (entry) => {
    const release = releaseOfEntry(entry);
    if (release?.remote !== 'customer') return null;
    let page = kept.get(release.version);
    if (!page) {
      page = (async () => {
        const [manifest, firstPaint] = await Promise.all([
          recordedReleaseFile(app, 'customer', release.version, 'mf-manifest.json'),
          recordedReleaseFile(app, 'customer', release.version, 'first-paint.json'),
        ]);
        return { templates: parseFirstPaints(firstPaint), files: remoteFilesOf(entry, manifest) };
      })();
      page.catch(() => kept.delete(release.version));
      kept.set(release.version, page);
      if (kept.size > KEPT) kept.delete(kept.keys().next().value!);
    }
    return page;
  };
}
