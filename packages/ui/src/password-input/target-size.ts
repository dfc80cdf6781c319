/**
 * WCAG 2.2 target size (2.5.8): antd draws a few icon buttons inside inputs (show/hide password, clear)
 * at 14–16 px; inside this 24 px box they are big enough to hit.
 */
export const ICON_TARGET_24 = { display: 'inline-flex', alignItems: 'center', justifyContent: 'center', minWidth: 24, minHeight: 24 } as const;
