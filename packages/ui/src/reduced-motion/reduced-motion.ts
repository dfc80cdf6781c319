import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';
const mediaQuery = () => (typeof window.matchMedia === 'function' ? window.matchMedia(QUERY) : null);

/** Whether the person asked their system for less motion (WCAG 2.3.3): no zooms, slides or smooth scrolls. */
export const prefersReducedMotion = (): boolean => mediaQuery()?.matches ?? false;

function subscribe(onChange: () => void) {
  const query = mediaQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** prefersReducedMotion, followed as the person changes the setting. */
export const usePrefersReducedMotion = (): boolean => useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
