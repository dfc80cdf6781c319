// The typed readers of environment variables every setting uses: each answers the value, its default when
// unset, or stops start-up with a ConfigError naming the variable (config.ts reads the settings with them).

/** A configuration error: start-up prints its one-line message and stops. */
export class ConfigError extends Error {
  constructor(variable: string, problem: string) {
    super(`Invalid configuration: ${variable} ${problem}`);
    this.name = 'ConfigError';
  }
}

export type Env = Record<string, string | undefined>;

export function value(env: Env, name: string): string | null {
  const raw = env[name]?.trim();
  return raw ? raw : null;
}

/** A whole number from `min` to `max`, or the default when unset. */
export function parseCount(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = value(env, name);
  if (raw === null) return fallback;
  if (!/^\d{1,6}$/.test(raw) || Number(raw) < min || Number(raw) > max) throw new ConfigError(name, `must be a whole number from ${min} to ${max} (got "${raw}")`);
  return Number(raw);
}

/** A duration in milliseconds from `min` to `max`, or the default when unset. */
export function parseMilliseconds(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = value(env, name);
  if (raw === null) return fallback;
  const ms = Number(raw);
  if (!/^\d+$/.test(raw) || ms < min || ms > max) throw new ConfigError(name, `must be a number of milliseconds from ${min} to ${max} (got "${raw}")`);
  return ms;
}

export function parseUrl(env: Env, name: string, protocols: string[]): string | null {
  const raw = value(env, name);
  if (raw === null) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(name, `is not a valid URL`);
  }
  if (!protocols.includes(url.protocol)) throw new ConfigError(name, `must start with ${protocols.map((p) => `${p}//`).join(' or ')}`);
  return raw;
}

export function parseFlag(env: Env, name: string): boolean {
  const raw = value(env, name);
  if (raw === null) return false;
  if (['1', 'true', 'yes'].includes(raw.toLowerCase())) return true;
  if (['0', 'false', 'no'].includes(raw.toLowerCase())) return false;
  throw new ConfigError(name, `must be 1 or 0 (got "${raw}")`);
}
