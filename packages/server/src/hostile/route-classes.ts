/**
 * Who may call a route, inferred from its path. Studio, system and account areas go by prefix; everything public
 * is named here, in one place, so that a new public route is a conscious decision. A route that fits
 * none of these fails the hostile suite.
 */
export type AuthClass = 'public' | 'account' | 'studio' | 'system' | 'release';

export const STUDIO_PREFIXES = ['/api/studioadmin/', '/api/v3/studioadmin/'];
export const SYSTEM_PREFIXES = ['/api/admin/'];
/** The release command's calls: a remote team's release token of that remote, or a system administrator. */
export const RELEASE_PREFIXES = ['/api/release/'];
/** Signed in, whatever their role: the user's own account, and what every staff user reads (the workflow templates). */
export const ACCOUNT_PREFIXES = ['/api/account/', '/api/v3/workflows', '/api/v3/defined-fields'];

/** Public by design: the anonymous customer flow, logging in, health, the API document and the static apps. */
export const PUBLIC_PREFIXES = ['/api/customer/', '/api/auth/', '/api/docs'];
// The shell's report of a remote that failed (bounded, rate limited), the releases' files, the provider's signed events, and the sandbox's stand-in for Stripe's Connect authorization page.
export const PUBLIC_ROUTES = ['/api/webhooks/stripe', '/api/payments/sandbox/connect/authorize', '/api/health', '/api/health/live', '/api/remote-failures', '/remotes.json', '/releases/:remote/:version/*', '/', '/*', '/remotes/*', '/assets/*', '/media/*'];

export function authClass(url: string): AuthClass | null {
  if (SYSTEM_PREFIXES.some((prefix) => url.startsWith(prefix)) || url === '/api/admin') return 'system';
  if (RELEASE_PREFIXES.some((prefix) => url.startsWith(prefix))) return 'release';
  if (STUDIO_PREFIXES.some((prefix) => url.startsWith(prefix))) return 'studio';
  if (ACCOUNT_PREFIXES.some((prefix) => url.startsWith(prefix))) return 'account';
  if (PUBLIC_PREFIXES.some((prefix) => url.startsWith(prefix)) || PUBLIC_ROUTES.includes(url)) return 'public';
  return null;
}
