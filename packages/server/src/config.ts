import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { isAbsolute, join, resolve } from 'node:path';
import { RELEASE_WATCH_MINUTES } from '@shutterday/domain/staff';
import { DEFAULT_DATABASE_TIMEOUTS, type DatabaseTimeouts } from './db/timeouts';
import type { S3StorageConfig } from './services/storage/s3-storage';
import { JOBS_AT_ONCE } from './services/queue/queue';
import { serverRoot } from './server-root';
import { ConfigError, parseCount, parseFlag, parseMilliseconds, parseUrl, value, type Env } from './config-values';

export { ConfigError } from './config-values';

/** The repository root: relative paths in the configuration resolve from here, never from the cwd. */
export const repoRoot = resolve(serverRoot, '../..');

export type PaymentsProvider = 'sandbox' | 'stripe';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
/** What an instance does: serve the API and run the background work (`all`), or only one of them. */
export const ROLES = ['all', 'api', 'worker'] as const;
export type Role = (typeof ROLES)[number];
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface AppConfig {
  port: number;
  host: string;
  productName: string;
  dataDir: string;
  databaseUrl: string | null;
  /** How long a request waits for PostgreSQL before it fails with 503 (DATABASE_CONNECT_TIMEOUT_MS, DATABASE_STATEMENT_TIMEOUT_MS). */
  databaseTimeouts: DatabaseTimeouts;
  jwtSecret: Uint8Array;
  /** Whether JWT_SECRET was given (true) or generated into DATA_DIR (false), which only one machine can have. */
  jwtSecretGiven: boolean;
  /** The remote registry served at /remotes.json when no release is live (the remotes' own folders, or REMOTES_JSON). */
  remotes: Record<string, string>;
  /** The remotes REMOTES_JSON names: fixed by the configuration, whatever release is live. */
  remotesFixed: string[];
  storageDir: string;
  /** S3-compatible storage instead of the local folder (STORAGE_S3_*); null keeps the folder. */
  s3: S3StorageConfig | null;
  payments: PaymentsProvider;
  stripeSecretKey: string | null;
  /** Stripe's publishable key, handed to the browser's card form (GET /api/customer/payments/config). */
  stripePublishableKey: string | null;
  /** The platform's Stripe Connect client id (`ca_…`): where "Connect with Stripe" authorizes. */
  stripeClientId: string | null;
  /** The signing secret (`whsec_…`) of the endpoint POST /api/webhooks/stripe in the Stripe dashboard. */
  stripeWebhookSecret: string | null;
  smtpUrl: string | null;
  /** The sender of every mail (MAIL_FROM): `Name <address>` or an address. */
  mailFrom: string;
  /**
   * A folder where every mail is also written as one JSON file (`MAIL_OUTBOX_DIR`): what the browser journeys
   * read an invitation's link from. Unset in production; the mail log never shows a body.
   */
  mailOutboxDir: string | null;
  /** Where the shell and the remotes' dist folders live. */
  appRoot: string;
  /** Whether start-up seeds the demo data into an empty database (SEED_DEMO; unset: the embedded one only). */
  seedDemo: boolean;
  /** The site's address as configured (PUBLIC_URL), or empty: printouts then use the address the staff member used. */
  publicUrl: string;
  /** What links in e-mails start with: PUBLIC_URL, else this server on localhost (start-up says so). Always absolute. */
  linkBase: string;
  /** The bearer token a Prometheus scraper sends to GET /metrics (METRICS_TOKEN); null leaves /metrics off. */
  metricsToken: string | null;
  /** The level of the server's JSON log (LOG_LEVEL); `info` writes one access line per request, with its request id. */
  logLevel: LogLevel;
  /** ROLE: `api` sends background work and runs none, `worker` runs it (its API answers, but the load balancer sends it no traffic), `all` both. */
  role: Role;
  /** Jobs of a queue this instance runs at once (WORKERS_AT_ONCE; default one more than its cores). */
  workersAtOnce: number;
  /** Connections of the server's PostgreSQL pool (DATABASE_POOL_SIZE, default 10); the queue's are apart. */
  databasePoolSize: number;
  /** How often parents' e-mails due are looked for (NOTIFY_SWEEP_SECONDS, default 60; 0 = never, for tests). */
  notifySweepMs: number;
  /** How long the health watch judges a promoted release (RELEASE_WATCH_MINUTES, default 30; docs/remotes.md "Health watch"). */
  releaseWatchMinutes: number;
  /** Whose X-Forwarded-For to believe: nobody (false), the nearest n hops, or these addresses/CIDRs. */
  trustProxy: false | number | string[];
}

/** Name of each remote and its folder at the repository root. */
export const REMOTE_FOLDERS: Record<string, string> = {
  customer: 'mfe-customer',
  studioAdmin: 'mfe-studio-admin',
  systemAdmin: 'mfe-system-admin',
  orgEditor: 'mfe-org-editor',
};

export const DEFAULT_REMOTES: Record<string, string> = Object.fromEntries(
  Object.keys(REMOTE_FOLDERS).map((name) => [name, `/remotes/${name}/mf-manifest.json`]),
);

function parsePort(env: Env): number {
  const raw = value(env, 'PORT');
  if (raw === null) return 8080;
  const port = Number(raw);
  if (!/^\d+$/.test(raw) || port < 1 || port > 65535) throw new ConfigError('PORT', `must be a port number from 1 to 65535 (got "${raw}")`);
  return port;
}

function parseMetricsToken(env: Env): string | null {
  const raw = value(env, 'METRICS_TOKEN');
  if (raw !== null && raw.length < 16) throw new ConfigError('METRICS_TOKEN', 'must be at least 16 characters long');
  return raw;
}

function parseRole(env: Env, databaseUrl: string | null): Role {
  const raw = value(env, 'ROLE') ?? 'all';
  if (!(ROLES as readonly string[]).includes(raw)) throw new ConfigError('ROLE', `must be one of ${ROLES.join(', ')} (got "${raw}")`);
  // The embedded database is one process's: its queue lives in that process, which must run it.
  if (raw !== 'all' && databaseUrl === null) throw new ConfigError('ROLE', `${raw} needs DATABASE_URL (instances share the work through PostgreSQL; the embedded database runs everything in one process)`);
  return raw as Role;
}

function parseLogLevel(env: Env): LogLevel {
  const raw = value(env, 'LOG_LEVEL') ?? 'info';
  if (!(LOG_LEVELS as readonly string[]).includes(raw)) throw new ConfigError('LOG_LEVEL', `must be one of ${LOG_LEVELS.join(', ')} (got "${raw}")`);
  return raw as LogLevel;
}

/** MAIL_FROM, or the product's no-reply address on a domain nobody owns, which a real installation replaces. */
function parseMailFrom(env: Env, productName: string): string {
  const raw = value(env, 'MAIL_FROM');
  if (raw === null) return `${productName} <no-reply@${productName.toLowerCase().replace(/[^a-z0-9-]/g, '')}.test>`;
  if (!/^([^<>\r\n]+<[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+)$/.test(raw)) throw new ConfigError('MAIL_FROM', `must be an address or "Name <address>" (got "${raw}")`);
  return raw;
}

function parseRemotes(env: Env): Record<string, string> {
  const raw = value(env, 'REMOTES_JSON');
  if (raw === null) return { ...DEFAULT_REMOTES };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new ConfigError('REMOTES_JSON', 'is not valid JSON (expected {"customer": "<url>/mf-manifest.json", ...})');
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new ConfigError('REMOTES_JSON', 'must be a JSON object of remote name to manifest URL');
  for (const [name, url] of Object.entries(parsed)) {
    if (typeof url !== 'string' || !url) throw new ConfigError('REMOTES_JSON', `entry "${name}" must be a non-empty URL string`);
  }
  // An override may name only the remotes that moved; the others keep their default location.
  return { ...DEFAULT_REMOTES, ...(parsed as Record<string, string>) };
}

function isAddressOrCidr(entry: string): boolean {
  const [address, prefix, ...rest] = entry.split('/');
  const family = isIP(address ?? '');
  if (!family || rest.length) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/** TRUST_PROXY: unset trusts no proxy; a hop count (1-10) or a comma-separated list of addresses and CIDRs. */
function parseTrustProxy(env: Env): false | number | string[] {
  const raw = value(env, 'TRUST_PROXY');
  if (raw === null) return false;
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    if (hops < 1 || hops > 10) throw new ConfigError('TRUST_PROXY', `must be a hop count from 1 to 10 or a list of proxy addresses (got "${raw}")`);
    return hops;
  }
  const entries = raw.split(',').map((entry) => entry.trim()).filter(Boolean);
  const bad = entries.find((entry) => !isAddressOrCidr(entry));
  if (bad !== undefined) throw new ConfigError('TRUST_PROXY', `must be a hop count or a comma-separated list of IP addresses or CIDRs (got "${bad}")`);
  return entries;
}

const S3_NAMES = ['BUCKET', 'REGION', 'ENDPOINT', 'ACCESS_KEY_ID', 'SECRET_ACCESS_KEY', 'FORCE_PATH_STYLE', 'PREFIX', 'PUBLIC_ENDPOINT'].map((name) => `STORAGE_S3_${name}`);

/** STORAGE_S3_*: unset keeps the local folder; any of them set asks for a bucket. */
function parseS3(env: Env): S3StorageConfig | null {
  const unknown = Object.keys(env).find((name) => name.startsWith('STORAGE_S3_') && !S3_NAMES.includes(name));
  if (unknown) throw new ConfigError(unknown, `is not a known setting (expected one of ${S3_NAMES.join(', ')})`);
  if (!S3_NAMES.some((name) => value(env, name))) return null;
  const bucket = value(env, 'STORAGE_S3_BUCKET');
  if (!bucket) throw new ConfigError('STORAGE_S3_BUCKET', 'is required when any STORAGE_S3_* setting is given');
  const accessKeyId = value(env, 'STORAGE_S3_ACCESS_KEY_ID');
  const secretAccessKey = value(env, 'STORAGE_S3_SECRET_ACCESS_KEY');
  if (!accessKeyId !== !secretAccessKey) throw new ConfigError(accessKeyId ? 'STORAGE_S3_SECRET_ACCESS_KEY' : 'STORAGE_S3_ACCESS_KEY_ID', 'must be set together with its pair (or leave both unset for the default AWS credentials)');
  const endpoint = parseUrl(env, 'STORAGE_S3_ENDPOINT', ['http:', 'https:']);
  const prefix = value(env, 'STORAGE_S3_PREFIX') ?? '';
  return {
    bucket,
    region: value(env, 'STORAGE_S3_REGION') ?? 'us-east-1',
    endpoint,
    accessKeyId,
    secretAccessKey,
    // S3-compatible servers on a plain host name want the bucket in the path; AWS itself does not.
    forcePathStyle: value(env, 'STORAGE_S3_FORCE_PATH_STYLE') === null ? endpoint !== null : parseFlag(env, 'STORAGE_S3_FORCE_PATH_STYLE'),
    prefix: prefix && !prefix.endsWith('/') ? `${prefix}/` : prefix,
    publicEndpoint: parseUrl(env, 'STORAGE_S3_PUBLIC_ENDPOINT', ['http:', 'https:']),
  };
}

/** Reads JWT_SECRET, or the secret generated once into DATA_DIR so tokens survive a restart. */
function resolveJwtSecret(env: Env, dataDir: string): Uint8Array {
  const raw = value(env, 'JWT_SECRET');
  if (raw !== null) {
    if (raw.length < 32) throw new ConfigError('JWT_SECRET', 'must be at least 32 characters long');
    return new TextEncoder().encode(raw);
  }
  const file = join(dataDir, 'jwt-secret');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  }
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
}

export function loadConfig(env: Env = process.env): AppConfig {
  const port = parsePort(env);
  const dataDirRaw = value(env, 'DATA_DIR') ?? '.data';
  const dataDir = isAbsolute(dataDirRaw) ? dataDirRaw : resolve(repoRoot, dataDirRaw);
  const databaseUrl = parseUrl(env, 'DATABASE_URL', ['postgres:', 'postgresql:']);
  const smtpUrl = parseUrl(env, 'SMTP_URL', ['smtp:', 'smtps:']);
  const outboxRaw = value(env, 'MAIL_OUTBOX_DIR');
  const stripeSecretKey = value(env, 'STRIPE_SECRET_KEY');
  const paymentsRaw = value(env, 'PAYMENTS') ?? (stripeSecretKey ? 'stripe' : 'sandbox');
  if (paymentsRaw !== 'sandbox' && paymentsRaw !== 'stripe') throw new ConfigError('PAYMENTS', `must be "sandbox" or "stripe" (got "${paymentsRaw}")`);
  if (paymentsRaw === 'stripe' && !stripeSecretKey) throw new ConfigError('STRIPE_SECRET_KEY', 'is required when PAYMENTS=stripe');
  const stripePublishableKey = value(env, 'STRIPE_PUBLISHABLE_KEY');
  if (paymentsRaw === 'stripe' && !stripePublishableKey?.startsWith('pk_')) throw new ConfigError('STRIPE_PUBLISHABLE_KEY', 'is required when PAYMENTS=stripe (pk_live_… or pk_test_…, from the Stripe dashboard)');
  const stripeClientId = value(env, 'STRIPE_CLIENT_ID');
  if (stripeClientId && !stripeClientId.startsWith('ca_')) throw new ConfigError('STRIPE_CLIENT_ID', 'must be the Connect client id from the Stripe dashboard (ca_…)');
  const stripeWebhookSecret = value(env, 'STRIPE_WEBHOOK_SECRET');
  if (stripeWebhookSecret && !stripeWebhookSecret.startsWith('whsec_')) throw new ConfigError('STRIPE_WEBHOOK_SECRET', "must be the webhook endpoint's signing secret (whsec_…)");
  if (paymentsRaw === 'stripe' && !stripeWebhookSecret) throw new ConfigError('STRIPE_WEBHOOK_SECRET', "is required when PAYMENTS=stripe (the signing secret of the endpoint /api/webhooks/stripe, whsec_…)");
  // Every charge goes to a studio's connected account: without Connect no studio can connect, so none could be paid.
  if (paymentsRaw === 'stripe' && !stripeClientId) throw new ConfigError('STRIPE_CLIENT_ID', 'is required when PAYMENTS=stripe: without Connect no studio can connect its Stripe account, so every charge would be refused (ca_…, Dashboard → Connect → Onboarding options → OAuth)');
  const publicUrl = parseUrl(env, 'PUBLIC_URL', ['http:', 'https:']) ?? '';
  return {
    port,
    host: value(env, 'HOST') ?? '0.0.0.0',
    productName: value(env, 'PRODUCT_NAME') ?? 'Shutterday',
    dataDir,
    databaseUrl,
    databaseTimeouts: {
      connectMs: parseMilliseconds(env, 'DATABASE_CONNECT_TIMEOUT_MS', DEFAULT_DATABASE_TIMEOUTS.connectMs, 100, 120_000),
      statementMs: parseMilliseconds(env, 'DATABASE_STATEMENT_TIMEOUT_MS', DEFAULT_DATABASE_TIMEOUTS.statementMs, 100, 3_600_000),
    },
    jwtSecret: resolveJwtSecret(env, dataDir),
    jwtSecretGiven: value(env, 'JWT_SECRET') !== null,
    remotes: parseRemotes(env),
    remotesFixed: value(env, 'REMOTES_JSON') === null ? [] : Object.keys(JSON.parse(value(env, 'REMOTES_JSON')!) as object),
    storageDir: join(dataDir, 'storage'),
    s3: parseS3(env),
    payments: paymentsRaw,
    stripeSecretKey,
    stripePublishableKey: paymentsRaw === 'stripe' ? stripePublishableKey : null,
    stripeClientId: paymentsRaw === 'stripe' ? stripeClientId : null,
    stripeWebhookSecret: paymentsRaw === 'stripe' ? stripeWebhookSecret : null,
    smtpUrl,
    mailFrom: parseMailFrom(env, value(env, 'PRODUCT_NAME') ?? 'Shutterday'),
    mailOutboxDir: outboxRaw === null ? null : isAbsolute(outboxRaw) ? outboxRaw : resolve(repoRoot, outboxRaw),
    appRoot: repoRoot,
    seedDemo: value(env, 'SEED_DEMO') === null ? value(env, 'DATABASE_URL') === null : parseFlag(env, 'SEED_DEMO'),
    publicUrl: publicUrl.replace(/\/$/, ''),
    notifySweepMs: sweepSeconds(value(env, 'NOTIFY_SWEEP_SECONDS')) * 1000,
    linkBase: publicUrl ? publicUrl.replace(/\/$/, '') : `http://localhost:${port}`,
    trustProxy: parseTrustProxy(env),
    metricsToken: parseMetricsToken(env),
    logLevel: parseLogLevel(env),
    role: parseRole(env, databaseUrl),
    workersAtOnce: parseCount(env, 'WORKERS_AT_ONCE', JOBS_AT_ONCE, 1, 64),
    databasePoolSize: parseCount(env, 'DATABASE_POOL_SIZE', 10, 1, 200),
    releaseWatchMinutes: parseCount(env, 'RELEASE_WATCH_MINUTES', RELEASE_WATCH_MINUTES, 1, 24 * 60),
  };
}

function sweepSeconds(raw: string | null): number {
  if (raw === null) return 60;
  if (!/^\d{1,6}$/.test(raw)) throw new ConfigError('NOTIFY_SWEEP_SECONDS', 'must be a whole number of seconds (0 turns the sweep off)');
  return Number(raw);
}
