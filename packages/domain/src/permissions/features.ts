import * as v from 'valibot';
import { STUDIO_VERIFICATION_FEATURE } from './verification';

/** A studio's feature switch: what turns a part of the studio admin on (spec §3 "Features", §4 feature routes). */
export const StudioFeature = {
  Verification: STUDIO_VERIFICATION_FEATURE,
  Prepay: 'prepay',
  Galleries: 'galleries',
  Reports: 'reports',
  CouponCodes: 'couponCodes',
} as const;
export type StudioFeature = (typeof StudioFeature)[keyof typeof StudioFeature];

/** The platform's features, as the system administrator sees them and the database is seeded with. */
export const STUDIO_FEATURES: readonly { identifier: StudioFeature; name: string; description: string }[] = [
  { identifier: StudioFeature.Verification, name: 'Studio verification', description: 'Protected features need the studio to be verified by the payment provider.' },
  { identifier: StudioFeature.Prepay, name: 'Prepay orders', description: 'The Prepay page: jobs whose parents order before picture day.' },
  { identifier: StudioFeature.Galleries, name: 'Hosted galleries', description: 'The Galleries page: jobs whose parents order from their photos after picture day.' },
  { identifier: StudioFeature.Reports, name: 'Reports', description: 'The Reports page: payments, subjects and yearbook exports.' },
  { identifier: StudioFeature.CouponCodes, name: 'Coupon codes', description: 'The Coupon codes page: studio-wide promo codes parents enter at checkout.' },
];

/** What a studio opened by setup starts with: everything but the verification check, which the system admin turns on. */
export const DEFAULT_STUDIO_FEATURES: readonly StudioFeature[] = STUDIO_FEATURES.map((f) => f.identifier).filter((id) => id !== StudioFeature.Verification);

/** A feature identifier in a path (`/api/admin/studios/{studioId}/features/{featureId}`). */
export const FeatureIdParam = v.pipe(v.string(), v.maxLength(40, 'Use at most 40 characters'), v.regex(/^[A-Za-z][A-Za-z0-9]*$/, 'This is not a feature identifier'));

/** GET /api/admin/features: a feature and how many studios have it on. */
export interface PlatformFeature {
  identifier: string;
  name: string;
  description: string | null;
  studios: number;
}
