import { RemoteRegistryAnswer } from '@shutterday/domain/answers';
import { randomInt } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { REMOTE_FOLDERS } from '../../config';
import { apiNotFound } from '../../http/error-handler';
import { compressed, preferredEncoding, type Encoding } from '../../http/compressed';
import { contentSecurityPolicy, htmlSecurityHeaders } from './content-security-policy';
import { firstPaintFor, loadFirstPaints, withFirstPaint, type FirstPaintTemplates } from './first-paint';
import { CANARY_COOKIE } from '@shutterday/domain/staff';
import { canaryBucketOf, liveRegistry } from '../../modules/releases';
import { customerRemoteFiles, headTags, withHeadTags } from './page-head';
import { customerReleasePages, type CustomerPage } from './release-page';

const IMMUTABLE = 'public, max-age=31536000, immutable';
// Files whose names never change between deploys must be revalidated, or a deploy would not be seen.
const ALWAYS_REVALIDATE = new Set(['mf-manifest.json', 'remoteEntry.js', 'index.html']);
const HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

export function cacheControlFor(file: string): string {
  const name = basename(file);
  if (ALWAYS_REVALIDATE.has(name) || name.endsWith('.html')) return 'no-cache';
  return HASHED.test(name) ? IMMUTABLE : 'no-cache';
}

/**
 * The shell's page for one request, in the best encoding the browser accepts. It carries per-request
 * head tags (page-head.ts), so it is compressed here: about 1.5 KB, well under a millisecond at
 * these settings.
 */
function shellPage(html: string, acceptEncoding: string | undefined): { body: Buffer; encoding?: Encoding } {
  const encoding = preferredEncoding(acceptEncoding);
  return encoding ? { body: compressed(html, encoding), encoding } : { body: Buffer.from(html) };
}

/** A page's first paint, or none when it cannot be made: the page then renders from the app alone. */
async function firstPaintOf(request: FastifyRequest, templates: FirstPaintTemplates, path: string): Promise<string> {
  try {
    return await firstPaintFor(request.server, templates, path);
  } catch (error) {
    request.log.warn({ err: error }, 'first paint not made');
    return '';
  }
}

export interface StaticHostingOptions {
  /** Folder holding shell/dist and the mfe-* dist folders (the repository root by default). */
  appRoot: string;
}

/**
 * Serves the shell at / (with the SPA history fallback) and each remote under /remotes/<name>/,
 * plus the remote registry /remotes.json. Folders that are not built yet are skipped.
 */
export const staticHostingPlugin = fp(
  async (app: FastifyInstance, opts: StaticHostingOptions) => {
    const csp = contentSecurityPolicy(app.config.remotes);
    const htmlHeaders = htmlSecurityHeaders(csp);

    // Every HTML answer, however it was served (a file, its .br/.gz copy, the history fallback, a remote's
    // page), gets the page's policy and headers. A route that set its own stricter policy (/api/docs) keeps it.
    app.addHook('onSend', async (_request, reply, payload) => {
      if (!String(reply.getHeader('content-type') ?? '').startsWith('text/html')) return payload;
      for (const [name, value] of Object.entries(htmlHeaders)) if (name !== 'content-security-policy' || !reply.hasHeader(name)) reply.header(name, value);
      return payload;
    });
    const shellDist = join(opts.appRoot, 'shell', 'dist');
    const shellIndex = join(shellDist, 'index.html');
    const shellHtml = existsSync(shellIndex) ? readFileSync(shellIndex, 'utf8') : null;
    const customerFiles = customerRemoteFiles(app.config.remotes.customer, opts.appRoot);
    const firstPaints = loadFirstPaints(app.config.remotes.customer, opts.appRoot);

    // The registry comes from the database on every request: a promote or a rollback is seen on the next load.
    // Without the database the configured registry still lets the shell load its remotes.
    const registryNow = async (request: FastifyRequest, reply: FastifyReply, page?: string) => {
      // This browser's side of any canary: drawn once, kept in a cookie (docs/architecture.md "Releases").
      let bucket = canaryBucketOf(request.headers.cookie);
      if (bucket === null) {
        bucket = randomInt(100);
        reply.header('set-cookie', `${CANARY_COOKIE}=${bucket}; Path=/; Max-Age=31536000; SameSite=Lax`);
      }
      try {
        return await liveRegistry(app, bucket, request.ip, page);
      } catch (error) {
        request.log.warn({ err: error }, 'live remote registry not read; the configured one is served');
        return app.config.remotes;
      }
    };
    app.get('/remotes.json', { schema: { response: { 200: RemoteRegistryAnswer }, hide: true } }, async (request, reply) =>
      reply.header('cache-control', 'no-cache').header('access-control-allow-origin', '*').send(await registryNow(request, reply)),
    );
    // The hosted customer build's preloads and first paints stand for that build only; a live (or canary)
    // release brings its own from its files (release-page.ts).
    const hostedCustomer = app.config.remotes.customer;
    const hostedPage: CustomerPage = { templates: firstPaints, files: customerFiles };
    const releasePage = customerReleasePages(app);
    const customerPageOf = async (request: FastifyRequest, entry: unknown): Promise<CustomerPage | null> => {
      if (entry === hostedCustomer) return hostedPage;
      if (typeof entry !== 'string') return null;
      try {
        return (await releasePage(entry)) ?? { templates: null, files: customerRemoteFiles(entry, opts.appRoot) };
      } catch (error) {
        request.log.warn({ err: error }, 'a customer release’s first paint not read');
        return { templates: null, files: customerRemoteFiles(entry, opts.appRoot) };
      }
    };

    let decorated = false;
    for (const [name, folder] of Object.entries(REMOTE_FOLDERS)) {
      const root = join(opts.appRoot, folder, 'dist');
      if (!existsSync(root)) continue;
      await app.register(fastifyStatic, {
        root,
        prefix: `/remotes/${name}/`,
        decorateReply: !decorated,
        cacheControl: false,
        preCompressed: true,
        index: false,
        setHeaders: (reply, path) => {
          // Remotes may be loaded by a shell on another origin (DESIGN §3): CORS and CORP allow it.
          reply.header('cache-control', cacheControlFor(path));
          reply.header('access-control-allow-origin', '*');
          reply.header('cross-origin-resource-policy', 'cross-origin');
        },
      });
      decorated = true;
    }

    if (existsSync(shellDist)) {
      await app.register(fastifyStatic, {
        root: shellDist,
        prefix: '/',
        decorateReply: !decorated,
        cacheControl: false,
        preCompressed: true,
        index: 'index.html',
        setHeaders: (reply, path) => {
          reply.header('cache-control', cacheControlFor(path));
        },
      });
    }

    // History fallback: a client-side route (no file extension, not the API) gets the shell's page.
    app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
      const path = request.url.split('?')[0] ?? '/';
      const isPage = (request.method === 'GET' || request.method === 'HEAD') && !path.startsWith('/api/') && !path.startsWith('/remotes/') && !/\.[a-z0-9]+$/i.test(path);
      if (isPage && shellHtml !== null) {
        const registry: Record<string, unknown> = await registryNow(request, reply, path);
        const customer = await customerPageOf(request, registry.customer);
        const firstPaint = customer?.templates ? await firstPaintOf(request, customer.templates, path) : '';
        const files = customer?.files ?? { fetch: [], scripts: [], styles: [] };
        const html = withFirstPaint(withHeadTags(shellHtml, headTags(path, registry, files, firstPaint !== '')), firstPaint);
        const { body, encoding } = shellPage(html, request.headers['accept-encoding']);
        if (encoding) reply.header('content-encoding', encoding);
        return reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-cache')
          .header('vary', 'accept-encoding')
          .send(body);
      }
      return apiNotFound(request, reply);
    });
  },
  { name: 'static-hosting', dependencies: ['config'] },
);
