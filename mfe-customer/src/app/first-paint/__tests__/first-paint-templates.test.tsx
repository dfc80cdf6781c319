import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { StudioHeader } from '../../../features/studio/components/studio-header';
import { studio } from '../../../test-support/fixtures';
import { PAGE_TEXT } from '../../page-text';
import { FIRST_PAINT_TEMPLATES } from '../first-paint-templates';

/** The page as the server makes it (packages/server/src/plugins/app/first-paint.ts), values already escaped. */
function filled(path: string, values: { studioName: string; studioHome: string; studioInitial: string; logoUrl: string; jobName: string }): HTMLElement {
  const fill = (template: string, slots: Record<string, string>) => template.replace(/\{\{(\w+)\}\}/g, (slot, name: string) => slots[name] ?? slot);
  const page = FIRST_PAINT_TEMPLATES.pages.find((p) => p.path === path)!;
  const mark = values.logoUrl ? FIRST_PAINT_TEMPLATES.brandMarks.logo : FIRST_PAINT_TEMPLATES.brandMarks.initial;
  const holder = document.createElement('div');
  holder.innerHTML = fill(FIRST_PAINT_TEMPLATES.layout, { ...values, brandMark: fill(mark, values), page: fill(page.html, values) });
  return holder;
}

/** Tags, classes and words, in document order: what must match for the swap to be invisible. */
const outline = (root: Element) =>
  [...root.querySelectorAll('*')].filter((el) => el.tagName !== 'STYLE').map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}:${[...el.childNodes].filter((n) => n.nodeType === 3).map((n) => n.textContent).join('')}`);

const values = { studioName: studio.name, studioHome: `/${studio.slug}`, studioInitial: studio.name.slice(0, 1).toUpperCase(), logoUrl: '', jobName: 'Lincoln Fall Picture Day' };

describe("the customer pages' first paint", () => {
  it("draws the studio's banner exactly as the page's header, with the initial or the logo", () => {
    for (const logoUrl of ['', '/logo.png']) {
      const { container } = render(
        <MemoryRouter>
          <StudioHeader studio={{ ...studio, logoUrl: logoUrl || null }} homeHref={`/${studio.slug}`} />
        </MemoryRouter>,
      );
      const paint = filled('', { ...values, logoUrl });
      expect(outline(paint.querySelector('header')!)).toEqual(outline(container.querySelector('header')!));
      expect(paint.querySelector('a')!.getAttribute('href')).toBe(container.querySelector('a')!.getAttribute('href'));
      container.remove();
    }
  });

  it("is the top of each page in the page's own words, and hides the app's root while it stands", () => {
    const title = (path: string) => filled(path, values).querySelector('h1')!.textContent;
    expect(title('')).toBe(studio.name);
    expect(title(':jobId/search')).toBe(`${PAGE_TEXT.searchTitle}${values.jobName}`);
    expect(title(':jobId')).toBe(title(':jobId/search'));
    expect(title(':jobId/select-subject')).toBe(`${PAGE_TEXT.selectSubjectTitle}${values.jobName}`);
    expect(title(':jobId/cart')).toBe(PAGE_TEXT.cartTitle);
    expect(filled(':jobId/search', values).querySelector('.sdc-lead')!.textContent).toBe(PAGE_TEXT.searchLead);
    expect(filled('', values).querySelector('style')!.textContent).toBe('#sd-first-paint ~ #root { display: none; }');
    expect(filled('', values).querySelector('#sd-first-paint.sdc-app footer')!.textContent).toBe(PAGE_TEXT.footer);
  });
});
