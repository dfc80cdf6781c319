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

/**
 * The customer remote's files a page needs before it can render: its manifest, then (when the remote
 * is served from here and built) the entry and the exposed module's own files, read from the build's
 * manifest once at start.
 */
export function customerRemoteFiles(manifestUrl: string | undefined, appRoot: string): { fetch: string[]; scripts: string[]; styles: string[] } {
  const none = { fetch: [] as string[], scripts: [] as string[], styles: [] as string[] };
  if (!manifestUrl) return none;
  const local = /^\/remotes\/customer\/mf-manifest\.json$/.test(manifestUrl);
  const file = join(appRoot, 'mfe-customer', 'dist', 'mf-manifest.json');
  if (!local || !existsSync(file)) return { ...none, fetch: [manifestUrl] };
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as { metaData?: { remoteEntry?: { name?: string } }; exposes?: ManifestExpose[] };
  const base = '/remotes/customer/';
  const entry = manifest.metaData?.remoteEntry?.name;
  const expose = manifest.exposes?.[0]?.assets;
  return {
    fetch: [manifestUrl],
    scripts: [...(entry ? [entry] : []), ...(expose?.js?.sync ?? [])].map((f) => base + f),
    styles: (expose?.css?.sync ?? []).map((f) => base + f),
  };
}

const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The tags to put at the end of the page's head for one request path. */
export function headTags(path: string, registry: object, customer: ReturnType<typeof customerRemoteFiles>, firstPaint = false): string {
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
