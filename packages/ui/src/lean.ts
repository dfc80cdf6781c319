// The lean entry (`@shutterday/ui/lean`): pieces without antd, for the public pages of the shell and the
// customer remote, which must not download antd. Nothing here may import antd or a module that does.
export { LoadingBlock, type LoadingBlockProps } from './loading-block/loading-block';
export { lazyPage } from './lazy-page/lazy-page';
export { PageTitle, usePageTitle, PRODUCT_NAME } from './page-title/page-title';
export { useDebouncedValue } from './debounce/use-debounced-value';
export { dismissFirstPaint, FIRST_PAINT_ID, FIRST_PAINT_STYLE } from './first-paint/first-paint';
export { prefersReducedMotion, usePrefersReducedMotion } from './reduced-motion/reduced-motion';
