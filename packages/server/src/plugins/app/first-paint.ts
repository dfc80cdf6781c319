import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { jobsRepository } from '../../modules/events/repositories/jobs';
import { publicStudiosRepository } from '../../modules/events/repositories/public-studios';
import { isOrderableStudio } from '../../modules/events/services/visibility';
import { studioSlugOf } from './page-head';

/**
 * The first paint of a customer page (docs/performance.md, "First paint"): the customer remote's build
 * writes the top of its most visited pages as templates (`first-paint.json`); the server fills in the
 * studio and the job of the URL and sends the result inside the page, so the studio's banner and the
 * page's title are on screen before any script has arrived. The remote's page replaces it when rendered.
 */
const Html = v.pipe(v.string(), v.maxLength(20_000));
const FirstPaintFile = v.object({
  layout: Html,
  brandMarks: v.object({ logo: Html, initial: Html }),
  pages: v.pipe(v.array(v.object({ path: v.pipe(v.string(), v.maxLength(200)), html: Html })), v.maxLength(50)),
});
export type FirstPaintTemplates = v.InferOutput<typeof FirstPaintFile>;

/** A build's `first-paint.json`, or null when it is not one (the pages then render from the app alone). */
export function parseFirstPaints(json: string | Buffer | null): FirstPaintTemplates | null {
  if (json === null) return null;
  try {
    const parsed = v.safeParse(FirstPaintFile, JSON.parse(json.toString()));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

/** The customer remote's templates, when that remote is served from here and built with them. */
export function loadFirstPaints(manifestUrl: string | undefined, appRoot: string): FirstPaintTemplates | null {
  const file = join(appRoot, 'mfe-customer', 'dist', 'first-paint.json');
  if (manifestUrl !== '/remotes/customer/mf-manifest.json' || !existsSync(file)) return null;
  return parseFirstPaints(readFileSync(file, 'utf8'));
}

const JOB_ID = /^[1-9]\d{0,9}$/;

/** The page template matching the path after the studio's slug, and the job id it names. */
function matchPage(templates: FirstPaintTemplates, rest: string[]): { html: string; jobId?: number } | null {
  for (const page of templates.pages) {
    const parts = page.path === '' ? [] : page.path.split('/');
    if (parts.length !== rest.length) continue;
    const jobAt = parts.indexOf(':jobId');
    if (parts.every((part, i) => (i === jobAt ? JOB_ID.test(rest[i]!) : part === rest[i]))) return { html: page.html, jobId: jobAt < 0 ? undefined : Number(rest[jobAt]) };
  }
  return null;
}

const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** Fills `{{slot}}`s in one pass: the values are never read again for slots of their own. */
const fill = (template: string, slots: Record<string, string>) => template.replace(/\{\{(\w+)\}\}/g, (slot, name: string) => slots[name] ?? slot);

/**
 * The first paint for a page path, or '' when there is none to give: not a customer page with a
 * template, a studio that is not open for ordering, a job not of this studio. Those pages render as
 * before, from the app alone.
 */
export async function firstPaintFor(app: FastifyInstance, templates: FirstPaintTemplates, path: string): Promise<string> {
  const slug = studioSlugOf(path);
  const page = slug && matchPage(templates, path.split('/').slice(2).filter(Boolean));
  if (!slug || !page) return '';
  const studio = await publicStudiosRepository.findBySlug(app.db, slug);
  if (!isOrderableStudio(studio)) return '';
  const job = page.jobId === undefined ? null : await jobsRepository.findRow(app.db, page.jobId);
  if (page.jobId !== undefined && job?.job.studioId !== studio.id) return '';
  const text = {
    studioName: studio.name,
    studioHome: `/${slug}`,
    studioInitial: studio.name.slice(0, 1).toUpperCase(),
    logoUrl: studio.logoUrl ?? '',
    jobName: job?.job.name ?? '',
  };
  const escaped = Object.fromEntries(Object.entries(text).map(([name, value]) => [name, escapeHtml(value)]));
  return fill(templates.layout, {
    ...escaped,
    brandMark: fill(studio.logoUrl ? templates.brandMarks.logo : templates.brandMarks.initial, escaped),
    page: fill(page.html, escaped),
  });
}

/** The page with the first paint placed just before the app's root (which it hides while it is there). */
export function withFirstPaint(html: string, firstPaint: string): string {
  const at = html.indexOf('<div id="root">');
  return at < 0 || !firstPaint ? html : html.slice(0, at) + firstPaint + html.slice(at);
}
