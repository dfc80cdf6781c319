import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * What the server adds to the shell's page so that a parent's first API call and the customer
 * remote's code start while the shell's own code is still downloading, instead of five hops later
 * (shell → /remotes.json → the remote's manifest → its entry → its page → the studio request):
 *
 * - every client route gets the remote registry inline (`#sd-remotes`, a JSON data block, which the
 *   content security policy lets through because it is never executed), so the shell skips /remotes.json;
 * - a customer URL (`/:studioSlug/...`) also gets preload hints for the customer remote's manifest,
 *   entry and exposed module, and for the studio the page reads first (`GET /api/customer/studios/:slug`).
 *   The browser keeps a preloaded response for the request that asks for it next.
 */

/** First path segments that belong to the shell's own pages, not to a studio (DESIGN §4). */
const PLATFORM_ROOTS = new Set(['', 'maintenance', 'logout', 'login', 'forgot-password', 'reset-password', 'confirm-email', 'setup', 'account', 'admin']);
const SLUG = /^[a-z0-9][a-z0-9_-]{0,99}$/i;

/** The studio slug of a customer URL, or null for the shell's own pages and anything unusual. */
export function studioSlugOf(path: string): string | null {
  const first = path.split('/')[1] ?? '';
  return !PLATFORM_ROOTS.has(first) && SLUG.test(first) ? first : null;
}

interface ManifestExpose {
  assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } };
}

export interface RemoteFiles {
  fetch: string[];
  scripts: string[];
  styles: string[];
}

/**
 * The files a page needs before the customer remote can render, from its build's manifest: the manifest
 * itself, the entry and the exposed module's own scripts and styles, in the folder the manifest is served
 * from. A manifest that cannot be read leaves only the manifest to preload.
 */
export function remoteFilesOf(manifestUrl: string, manifestJson: string | Buffer | null): RemoteFiles {
  const none: RemoteFiles = { fetch: [manifestUrl], scripts: [], styles: [] };
  if (manifestJson === null) return none;
  let manifest: { metaData?: { remoteEntry?: { name?: unknown } }; exposes?: ManifestExpose[] };
  try {
    manifest = JSON.parse(manifestJson.toString()) as typeof manifest;
  } catch {
    return none;
  }
  const base = manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
  const names = (list: unknown) => (Array.isArray(list) ? list.filter((name): name is string => typeof name === 'string' && /^[\w./-]{1,200}$/.test(name) && !name.includes('..')) : []);
  const entry = names([manifest?.metaData?.remoteEntry?.name]);
  const expose = manifest?.exposes?.[0]?.assets;
  return {
    fetch: [manifestUrl],
    scripts: [...entry, ...names(expose?.js?.sync)].map((f) => base + f),
    styles: names(expose?.css?.sync).map((f) => base + f),
  };
}

/**
 * The hosted customer build's files a page needs before it can render, read from the build's manifest once
 * at start; any other manifest (a CDN's) is only preloaded.
 */
export function customerRemoteFiles(manifestUrl: string | undefined, appRoot: string): RemoteFiles {
  if (!manifestUrl) return { fetch: [], scripts: [], styles: [] };
  const file = join(appRoot, 'mfe-customer', 'dist', 'mf-manifest.json');
  const local = /^\/remotes\/customer\/mf-manifest\.json$/.test(manifestUrl) && existsSync(file);
  return remoteFilesOf(manifestUrl, local ? readFileSync(file) : null);
}

const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The tags to put at the end of the page's head for one request path. */
export function headTags(path: string, registry: object, customer: RemoteFiles, firstPaint = false): string {
  // `<` escaped so that no value can close the script element.
  const tags = [`<script type="application/json" id="sd-remotes">${JSON.stringify(registry).replace(/</g, '\\u003c')}</script>`];
  const slug = studioSlugOf(path);
  if (slug) {
    const fetches = [`/api/customer/studios/${encodeURIComponent(slug)}`, ...customer.fetch];
    tags.push(...fetches.map((href) => `<link rel="preload" as="fetch" crossorigin="anonymous" href="${attr(href)}">`));
    tags.push(...customer.scripts.map((href) => `<link rel="preload" as="script" href="${attr(href)}">`));
    // A page with a first paint (first-paint.ts) needs the remote's styles to draw it: they block its render.
    tags.push(...customer.styles.map((href) => (firstPaint ? `<link rel="stylesheet" href="${attr(href)}">` : `<link rel="preload" as="style" href="${attr(href)}">`)));
  }
  return tags.join('');
}

export function withHeadTags(html: string, tags: string): string {
  const at = html.indexOf('</head>');
  return at < 0 ? html : html.slice(0, at) + tags + html.slice(at);
}
