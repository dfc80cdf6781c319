import { PlatformReportRequest, type PlatformReport } from '@shutterday/domain/staff';
import { reportDays, type ReportRange } from '@shutterday/ui';
import * as v from 'valibot';

/** The five reports as the page offers them, in the spec's order. */
export const PLATFORM_REPORT_CARDS: Array<{ report: PlatformReport; title: string; description: string }> = [
  { report: 'orders', title: 'Orders', description: "One row per order of these days in every studio: its status, the parent's e-mail, each amount and what was refunded." },
  { report: 'taxes', title: 'Taxes', description: 'Per studio and state: the taxable amount, the tax collected on these days and the tax refunded on them.' },
  { report: 'revenue', title: 'Revenue', description: 'Per studio: orders, gross sales, discounts, refunded sales and net sales (shipping and tax left out).' },
  { report: 'commissions', title: 'Commissions', description: "Per studio: net sales, the platform's commission rate and the commission." },
  { report: 'refunds', title: 'Refunds', description: 'One row per refund made on these days: when, the studio, the order and the amount given back.' },
];

export const CHOOSE_BOTH_DAYS = 'Choose the first and the last day';

/** The request the chosen days make, or why they cannot make one (then nothing is sent). */
export function platformReportRequest(range: ReportRange, timeZone: string): { request: PlatformReportRequest; error: null } | { request: null; error: string } {
  const days = reportDays(range);
  if (!days.startDate || !days.endDate) return { request: null, error: CHOOSE_BOTH_DAYS };
  const checked = v.safeParse(PlatformReportRequest, { ...days, timeZone });
  return checked.success ? { request: checked.output, error: null } : { request: null, error: checked.issues[0].message };
}
