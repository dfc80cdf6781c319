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
