/** Origins of the remotes named in the registry that live elsewhere (relative URLs are 'self'). */
export function remoteOrigins(remotes: Record<string, string>): string[] {
  const origins = new Set<string>();
  for (const url of Object.values(remotes)) {
    try {
      const parsed = new URL(url);
      if (parsed.protocol === 'http:' || parsed.protocol === 'https:') origins.add(parsed.origin);
    } catch {
      // A relative URL: same origin.
    }
  }
  return [...origins].sort();
}

/** The policy of the shell's HTML. antd writes inline styles, hence style-src 'unsafe-inline'. */
export function contentSecurityPolicy(remotes: Record<string, string>): string {
  const remote = remoteOrigins(remotes).join(' ');
  const withRemotes = (base: string) => (remote ? `${base} ${remote}` : base);
  return [
    "default-src 'self'",
    `script-src ${withRemotes("'self'")}`,
    `connect-src ${withRemotes("'self'")}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${withRemotes("'self' data: blob:")}`,
    `font-src ${withRemotes("'self' data:")}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The headers every HTML answer carries, whatever file, encoding or path served it (the shell's page, the
 * precompressed index.html.br, a remote's HTML). helmet sends the last three on every answer already
 * (framing as SAMEORIGIN); a page is held to them here too, never framed (as its frame-ancestors says),
 * so a change of plugin order cannot drop them from a page.
 */
export function htmlSecurityHeaders(csp: string): Record<string, string> {
  return {
    'content-security-policy': csp,
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
  };
}
