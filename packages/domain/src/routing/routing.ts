export const DEFAULT_PRODUCT_NAME = 'Shutterday';

/**
 * First URL segments that can never be a studio slug (DESIGN §4): the platform's own routes.
 */
export const RESERVED_SLUGS = [
  'admin', 'login', 'logout', 'maintenance', 'account', 'setup',
  'forgot-password', 'reset-password', 'confirm-email', 'api', 'remotes', 'assets',
] as const;

export function isReservedSlug(slug: string): boolean {
  return (RESERVED_SLUGS as readonly string[]).includes(slug.trim().toLowerCase());
}

/** Page title (spec §1): "{route title} - {product}", or the product alone without a route title. */
export function pageTitle(routeTitle: string | null | undefined, product: string = DEFAULT_PRODUCT_NAME): string {
  const title = routeTitle?.trim();
  return title ? `${title} - ${product}` : product;
}

export class RouteParamError extends Error {
  override name = 'RouteParamError';
}

/**
 * A route id (studioId, jobId …) as an integer (spec §5). A missing required id throws; so does a
 * value that is not a positive whole number, since "12abc" must not quietly become 12.
 */
export function parseRouteId(value: string | null | undefined, name: string): number;
export function parseRouteId(value: string | null | undefined, name: string, options: { optional: true }): number | undefined;
export function parseRouteId(
  value: string | null | undefined,
  name: string,
  options: { optional?: boolean } = {},
): number | undefined {
  if (value == null || value.trim() === '') {
    if (options.optional) return undefined;
    throw new RouteParamError(`The route parameter ${name} is required`);
  }
  if (!/^\d+$/.test(value.trim()) || Number(value) < 1 || !Number.isSafeInteger(Number(value))) {
    throw new RouteParamError(`The route parameter ${name} must be a positive whole number, got "${value}"`);
  }
  return Number(value);
}

/** The login URL for a return path (spec §4: redirect to login with the return path in `ret`). */
export function loginPath(returnPath: string): string {
  return `/login?${new URLSearchParams({ ret: returnPath }).toString()}`;
}

/**
 * The `ret` value to follow after login: only a same-site path, so a crafted link cannot send a
 * user who just logged in to another site. Anything else goes home.
 */
export function safeReturnPath(ret: string | null | undefined): string {
  if (!ret || !ret.startsWith('/') || ret.startsWith('//') || ret.startsWith('/\\')) return '/';
  return ret;
}
