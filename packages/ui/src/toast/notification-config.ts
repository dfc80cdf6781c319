import { TOAST_MAX, TOAST_PLACEMENT } from '@shutterday/domain';

// Toast timing is ours (see createToastApi); antd gets the placement, the cap and no progress bar.
export const NOTIFICATION_CONFIG = {
  placement: TOAST_PLACEMENT,
  maxCount: TOAST_MAX,
  showProgress: false,
  pauseOnHover: true,
} as const;
