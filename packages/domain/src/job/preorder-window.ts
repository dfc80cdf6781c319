/**
 * The prepay (preorder) availability window of a job: the first and last calendar day (UTC) parents may
 * order. Either end may be open (null). A day outside it closes prepay ordering as if it were switched off.
 */
export interface PreorderWindow {
  opensOn: string | null;
  closesOn: string | null;
}

/** Today as `YYYY-MM-DD` in UTC, the calendar the window is kept in. */
export const utcDay = (now: Date): string => now.toISOString().slice(0, 10);

/** Where today stands against the window: before its first day, inside it, or after its last day. */
export type PreorderWindowState = 'upcoming' | 'open' | 'closed';

export function preorderWindowState(window: PreorderWindow, now: Date): PreorderWindowState {
  const today = utcDay(now);
  if (window.opensOn && today < window.opensOn) return 'upcoming';
  if (window.closesOn && today > window.closesOn) return 'closed';
  return 'open';
}

export const isPreorderWindowOpen = (window: PreorderWindow, now: Date): boolean => preorderWindowState(window, now) === 'open';
