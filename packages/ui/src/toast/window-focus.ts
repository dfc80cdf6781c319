import type { Countdown } from './countdown';

// Toasts must not run out while the user is in another window or tab (spec §9: pause on focus loss).
const live = new Set<Countdown>();
let listening = false;

export const BLUR_HOLD = 'window-blur';

export function windowHasFocus(): boolean {
  return typeof document === 'undefined' || (document.visibilityState !== 'hidden' && document.hasFocus());
}

function listen(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('blur', () => live.forEach((c) => c.hold(BLUR_HOLD)));
  window.addEventListener('focus', () => live.forEach((c) => c.release(BLUR_HOLD)));
}

export function trackFocus(countdown: Countdown): () => void {
  listen();
  live.add(countdown);
  return () => live.delete(countdown);
}
