// The plain-module entry: the build reads this file in Node, where the lean entry's React parts would not load.
import { FIRST_PAINT_ID, FIRST_PAINT_STYLE } from '@shutterday/ui/first-paint';
import { PAGE_TEXT } from '../page-text';

/**
 * The customer remote's first paints, written into `dist/first-paint.json` by its build and read by the
 * server, which sends the one of the page asked for inside the HTML (docs/performance.md, "First paint").
 * Each is the top of the page as the remote renders it, the same elements and classes, with slots the
 * server fills, HTML-escaped, from the studio and the job of the URL:
 * `{{studioName}}`, `{{studioHome}}` (the landing's path), `{{jobName}}`, and `{{brandMark}}`, which is
 * `brandMarks.logo` (with `{{logoUrl}}`) or `brandMarks.initial` (with `{{studioInitial}}`).
 */
export interface FirstPaintTemplates {
  /** Around every page: the studio's banner, the page in `{{page}}`, the footer. */
  layout: string;
  brandMarks: { logo: string; initial: string };
  /** By route, relative to `/:studioSlug` (`:jobId` is a job's id). */
  pages: Array<{ path: string; html: string }>;
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

const title = (text: string, sub?: string) => `<h1 class="sdc-title">${escapeText(text)}${sub ? `<span class="sdc-sub">${escapeText(sub)}</span>` : ''}</h1>`;
const lead = (text: string) => `<p class="sdc-lead">${escapeText(text)}</p>`;
const search = title(PAGE_TEXT.searchTitle, '{{jobName}}') + lead(PAGE_TEXT.searchLead);

export const FIRST_PAINT_TEMPLATES: FirstPaintTemplates = {
  layout:
    `<style>${FIRST_PAINT_STYLE}</style>` +
    `<div id="${FIRST_PAINT_ID}" class="sdc-app">` +
    '<header class="sdc-header"><a class="sdc-brand" href="{{studioHome}}">{{brandMark}}<span class="sdc-brand__name">{{studioName}}</span></a></header>' +
    '<main class="sdc-main">{{page}}</main>' +
    `<footer class="sdc-footer">${escapeText(PAGE_TEXT.footer)}</footer>` +
    '</div>',
  brandMarks: {
    logo: '<img src="{{logoUrl}}" alt="" class="sdc-brand__logo" width="40" height="40">',
    initial: '<span class="sdc-brand__initial" aria-hidden="true">{{studioInitial}}</span>',
  },
  pages: [
    { path: '', html: title('{{studioName}}') + lead(PAGE_TEXT.landingLead) },
    { path: ':jobId', html: search },
    { path: ':jobId/search', html: search },
    { path: ':jobId/select-subject', html: title(PAGE_TEXT.selectSubjectTitle, '{{jobName}}') },
    { path: ':jobId/cart', html: title(PAGE_TEXT.cartTitle) },
  ],
};
