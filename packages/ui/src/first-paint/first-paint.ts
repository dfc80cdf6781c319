/**
 * A customer page's first paint (docs/performance.md, "First paint"): the server puts the studio's banner
 * and the page's title into the HTML it sends, in an element of this id placed before the app's root,
 * and hides the root while it is there. The page the app renders takes its place when it is ready, so
 * a parent reads where they are before any script has arrived, and never sees a loading state flash in
 * between.
 */
export const FIRST_PAINT_ID = 'sd-first-paint';

/** The style that keeps the app's root hidden while the first paint stands for it. */
export const FIRST_PAINT_STYLE = `#${FIRST_PAINT_ID} ~ #root { display: none; }`;

/** Hands the screen to the app's own page: removes the first paint, which shows the root again. */
export function dismissFirstPaint(): void {
  if (typeof document !== 'undefined') document.getElementById(FIRST_PAINT_ID)?.remove();
}
