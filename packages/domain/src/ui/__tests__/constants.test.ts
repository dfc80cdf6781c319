import {
  BUTTON_THEMES,
  CONFIRM_LABELS,
  DEFAULT_INPUT_TYPE,
  INPUT_SIZES,
  LOADING_DELAY_MS,
  MODAL_ENTER_MS,
  MODAL_SIZES,
  TOAST_MAX,
  TOAST_PLACEMENT,
  TOAST_TIMEOUT_MS,
  TOOLTIP_DELAY_MS,
} from '..';

describe('toast, modal, tooltip and loading-delay constants', () => {
  it('match spec §9', () => {
    expect([TOAST_TIMEOUT_MS, TOAST_MAX, TOAST_PLACEMENT]).toEqual([5000, 20, 'bottomRight']);
    expect(MODAL_SIZES).toEqual({ small: '28rem', medium: '36rem', large: '56rem', xl: '72rem' });
    expect(MODAL_ENTER_MS).toBe(150);
    expect(TOOLTIP_DELAY_MS).toBe(200);
    expect(LOADING_DELAY_MS).toBe(1000);
    expect(CONFIRM_LABELS).toEqual({ cancel: 'Cancel', confirm: 'Confirm' });
    expect(INPUT_SIZES).toEqual(['xs', 'sm', 'md', 'lg']);
    expect(DEFAULT_INPUT_TYPE).toBe('text');
    expect(BUTTON_THEMES).toEqual(['primary', 'addon', 'accent', 'warning', 'link', 'ghost', 'icon']);
  });
});
