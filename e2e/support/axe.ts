import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * What every page a journey visits is checked against: WCAG 2.0, 2.1 and 2.2 at levels A and AA, axe's
 * best practices (heading order, one main landmark…), and label-content-name-mismatch (WCAG 2.5.3, still
 * marked experimental in axe, so off unless named): a control whose name is not what it shows fails
 * people who steer by voice.
 */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
export const AXE_EXTRA_RULES = ['label-content-name-mismatch'];

/** axe-core on the page as it is now: any violation fails the journey, naming the rule and the elements. */
export async function expectAccessible(page: Page): Promise<void> {
  // A toast or a list fading in or out is half transparent and fails the contrast rule. A toast leaves on
  // its own timer, maybe in the middle of the scan, so waiting is not enough: while axe reads the page no
  // animation or transition runs (everything shows as it is at rest), and the page gets its motion back after.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const still = await page.addStyleTag({ content: '*, *::before, *::after { animation: none !important; transition: none !important; }' });
  try {
    // options() first: it replaces the whole option object, withTags() then adds the tags to it.
    const rules = Object.fromEntries(AXE_EXTRA_RULES.map((rule) => [rule, { enabled: true }]));
    const results = await new AxeBuilder({ page }).options({ rules }).withTags(AXE_TAGS).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  } finally {
    await still.evaluate((style) => (style as Element).remove());
  }
}
