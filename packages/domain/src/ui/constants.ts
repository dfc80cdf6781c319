/** Toasts (spec §9): bottom right, 5 s, at most 20, close on click, pause on hover or blur, no progress bar. */
export const TOAST_TIMEOUT_MS = 5000;
export const TOAST_MAX = 20;
export const TOAST_PLACEMENT = 'bottomRight';

/** Modal widths: the spec's Tailwind max-w-md / xl / 4xl / 6xl as CSS lengths. */
export const MODAL_SIZES = {
  small: '28rem',
  medium: '36rem',
  large: '56rem',
  xl: '72rem',
} as const;
export type ModalSize = keyof typeof MODAL_SIZES;
export const MODAL_ENTER_MS = 150;

export const TOOLTIP_DELAY_MS = 200;

/** The customer session's loading flag stays on this long after initialisation (spec §4, §9). */
export const LOADING_DELAY_MS = 1000;

export const CONFIRM_LABELS = { cancel: 'Cancel', confirm: 'Confirm' } as const;

export const INPUT_SIZES = ['xs', 'sm', 'md', 'lg'] as const;
export type InputSize = (typeof INPUT_SIZES)[number];
export const DEFAULT_INPUT_TYPE = 'text';

export const BUTTON_THEMES = ['primary', 'addon', 'accent', 'warning', 'link', 'ghost', 'icon'] as const;
export type ButtonTheme = (typeof BUTTON_THEMES)[number];
