import { dayIn } from '../dates/time-zone';

/**
 * The prepay (preorder) availability window of a job: the first and last calendar day parents may order,
 * days of the studio's time zone (its last day ends at midnight where the studio is). Either end may be
 * open (null). A day outside it closes prepay ordering as if it were switched off.
 */
export interface PreorderWindow {
  opensOn: string | null;
  closesOn: string | null;
}

/** Where today stands against the window: before its first day, inside it, or after its last day. */
export type PreorderWindowState = 'upcoming' | 'open' | 'closed';

export function preorderWindowState(window: PreorderWindow, now: Date, timeZone = 'UTC'): PreorderWindowState {
  const today = dayIn(now, timeZone);
  if (window.opensOn && today < window.opensOn) return 'upcoming';
  if (window.closesOn && today > window.closesOn) return 'closed';
  return 'open';
}

export const isPreorderWindowOpen = (window: PreorderWindow, now: Date, timeZone = 'UTC'): boolean => preorderWindowState(window, now, timeZone) === 'open';
