import * as v from 'valibot';
import { boundedEmail } from '../validation/bounded';
import { isKnownTimeZone } from '../dates/time-zone';
import type { CardPayments } from '../payments/card-payments';
import { StudioSlug } from './auth';
import { TimeZone } from './time-zone-name';

/** The payment provider whose verification some features require (spec §2 "Verification guard"). */
export const PAYMENT_PROVIDER = 'Stripe';

/** GET /api/studioadmin/studios/{id}. `stripeVerified` is the provider-verified flag. */
/**
 * `pending`: opened by setup, waiting for a system administrator's approval (no staff API, no public pages);
 * `disabled`: switched off by a system administrator (no staff API; parents find it closed).
 */
export type StudioStatus = 'active' | 'pending' | 'disabled';

export interface StudioDetails {
  id: number;
  name: string;
  slug: string;
  logoUrl: string | null;
  email: string | null;
  phone: string | null;
  hasLegacyJobs: boolean;
  hasRSPOJobs: boolean;
  rspoEnabled: boolean;
  stripeVerified: boolean;
  /** Whether parents can pay the studio by card now, or why not (the domain's `cardPayments`). */
  cardPayments: CardPayments;
  status: StudioStatus;
  createdAt: string;
  /** The IANA time zone the studio's days are in (prepay windows, coupon and promotion dates); UTC until set. */
  timeZone: string;
}

/** A studio's time zone: an IANA name this runtime knows. */
export const StudioTimeZone = v.pipe(TimeZone, v.check(isKnownTimeZone, 'This value must be a time zone such as America/Chicago'));

/** PATCH /api/studioadmin/studios/{id}: every field optional; only given ones change. */
export const StudioUpdateRequest = v.object({
  name: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty('This field is required'), v.maxLength(120))),
  email: v.optional(v.nullable(boundedEmail)),
  phone: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(40)))),
  timeZone: v.optional(StudioTimeZone),
});
export type StudioUpdateRequest = v.InferOutput<typeof StudioUpdateRequest>;

/** Studio earned totals in cents (spec §3), over calendar boundaries in UTC: product sales less what refunds gave back of them (tax and shipping are not earned). */
export interface StudioEarnedTotals {
  total: number;
  thisMonth: number;
  thisWeek: number;
}

/** GET .../features (studio admin and customer): a list of items, each with an identifier. */
export interface Feature {
  identifier: string;
}

/** GET/PATCH /api/studioadmin/studios/{id}/UserPreferences. */
export interface UserPreferences {
  id: number;
  userId: number;
  buildMaximumCropperSize: number;
  buildImagesPerRow: number;
  useDarkMode: boolean;
}

/** The PATCH body uses the spec's PascalCase names. */
export const UserPreferencesUpdateRequest = v.object({
  BuildMaximumCropperSize: v.optional(v.pipe(v.number(), v.integer(), v.minValue(50), v.maxValue(2000))),
  BuildImagesPerRow: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(24))),
  UseDarkMode: v.optional(v.boolean()),
});
export type UserPreferencesUpdateRequest = v.InferOutput<typeof UserPreferencesUpdateRequest>;

/**
 * POST /api/admin/studios/{id}/approve: the studio's address as the administrator reviewed it, so that an
 * approval cannot land on another studio than the one on screen (a mismatch is refused with 409).
 */
export const StudioApproveRequest = v.object({ slug: StudioSlug });
export type StudioApproveRequest = v.InferOutput<typeof StudioApproveRequest>;

/** A row of the system admin's studios list (GET /api/admin/studios). */
export interface StudioSummary {
  id: number;
  name: string;
  slug: string;
  rspoEnabled: boolean;
  stripeVerified: boolean;
  /** Whether the studio has connected a Stripe account for its payouts. */
  payoutsConnected: boolean;
  jobCount: number;
  status: StudioStatus;
  createdAt: string;
}

