import type { StudioEarnedTotals } from '@shutterday/domain';

export const totals: StudioEarnedTotals = { total: 123450, thisMonth: 4599, thisWeek: 0 };
