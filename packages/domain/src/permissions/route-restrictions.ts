import { StudioFeature } from './features';

/** What a studio route answers to a user flagged rspoJob (spec §2, §6: organizations and jobs are kept from them). */
export const RSPO_JOB_REFUSAL = 'Your account is kept away from jobs and organizations';
/** What a route of a feature the studio has switched off answers (spec §4 "Access to Route Denied"). */
export const FEATURE_OFF_REFUSAL = 'Access to Route Denied: this feature is switched off for your studio';

/** What, beyond its permissions, a studio route needs of its caller and of the studio. */
export interface StudioRouteRestriction {
  /** The route is part of the jobs or organizations area, refused to users flagged rspoJob. */
  jobScope: boolean;
  /** The feature switch the route belongs to, or null when every studio has it. */
  feature: StudioFeature | null;
}

// The first segment after /studios/:studioId/ names the area; a job or an organization's job has a few
// tabs that belong to a feature of their own.
const AREA_FEATURES: Record<string, StudioFeature> = { 'coupon-codes': StudioFeature.CouponCodes, reports: StudioFeature.Reports };
const JOB_TAB_FEATURES: Record<string, StudioFeature> = { preorder: StudioFeature.Prepay, gallery: StudioFeature.Galleries };
const JOB_AREAS = new Set(['jobs', 'organizations']);

/**
 * The restriction of a studio route, from its URL pattern alone (`/api/studioadmin/studios/:studioId/jobs/:jobId/
 * settings/preorder`), so that every route added later is restricted by where it lives. Routes outside a
 * studio's path have none.
 */
export function studioRouteRestriction(url: string): StudioRouteRestriction {
  const match = /\/studios\/:studioId\/([^/?]+)(.*)$/.exec(url);
  if (!match) return { jobScope: false, feature: null };
  const [, area, rest] = match as unknown as [string, string, string];
  const tab = /\/settings\/([^/?]+)$/.exec(rest)?.[1];
  return {
    jobScope: JOB_AREAS.has(area),
    feature: AREA_FEATURES[area] ?? (JOB_AREAS.has(area) && tab ? JOB_TAB_FEATURES[tab] ?? null : null),
  };
}

/**
 * The feature a jobs list asks for through its query: the Prepay page lists `?prepay=1`, the Galleries
 * page `?galleries=1`. A list asking for both needs both.
 */
export function studioQueryFeatures(query: Record<string, unknown> | undefined): StudioFeature[] {
  const asks = (key: string) => query?.[key] === '1';
  return [...(asks('prepay') ? [StudioFeature.Prepay] : []), ...(asks('galleries') ? [StudioFeature.Galleries] : [])];
}
