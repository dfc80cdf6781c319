import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig, repoRoot } from '../config';

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'shutterday-config-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, ...env });

describe('configuration', () => {
  it('trusts no proxy by default; TRUST_PROXY takes a hop count or a list of addresses and CIDRs', () => {
    expect(load({}).trustProxy).toBe(false);
    expect(load({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(load({ TRUST_PROXY: '10.0.0.1, 192.168.0.0/16,::1' }).trustProxy).toEqual(['10.0.0.1', '192.168.0.0/16', '::1']);
    for (const bad of ['true', '0', '10.0.0.300', '10.0.0.0/33', 'proxy.example']) {
      expect(() => load({ TRUST_PROXY: bad })).toThrow(ConfigError);
      expect(() => load({ TRUST_PROXY: bad })).toThrow(/^Invalid configuration: TRUST_PROXY /);
    }
  });

  it('bounds the waits on PostgreSQL: 5 s for a connection and 30 s for a statement unless set', () => {
    expect(load({}).databaseTimeouts).toEqual({ connectMs: 5_000, statementMs: 30_000 });
    expect(load({ DATABASE_CONNECT_TIMEOUT_MS: '1500', DATABASE_STATEMENT_TIMEOUT_MS: '60000' }).databaseTimeouts).toEqual({ connectMs: 1_500, statementMs: 60_000 });
    for (const [name, bad] of [['DATABASE_CONNECT_TIMEOUT_MS', '0'], ['DATABASE_STATEMENT_TIMEOUT_MS', '5s'], ['DATABASE_CONNECT_TIMEOUT_MS', '-1']]) {
      expect(() => load({ [name!]: bad! })).toThrow(new RegExp(`^Invalid configuration: ${name} must be a number of milliseconds`));
    }
  });

  it("sends mail from MAIL_FROM, or the product's no-reply address", () => {
    expect(load({}).mailFrom).toBe('Shutterday <no-reply@shutterday.test>');
    expect(load({ MAIL_FROM: 'Demo Photo Co <orders@photos.example>' }).mailFrom).toBe('Demo Photo Co <orders@photos.example>');
    expect(load({ MAIL_FROM: 'orders@photos.example' }).mailFrom).toBe('orders@photos.example');
    for (const bad of ['orders', 'Demo <orders>', 'a@b.c\r\nBcc: x@y.z']) expect(() => load({ MAIL_FROM: bad })).toThrow(/^Invalid configuration: MAIL_FROM must be an address/);
  });

  it('makes e-mailed links absolute: PUBLIC_URL, else this server on localhost', () => {
    expect(load({})).toMatchObject({ publicUrl: '', linkBase: 'http://localhost:8080' });
    expect(load({ PORT: '9090' }).linkBase).toBe('http://localhost:9090');
    expect(load({ PUBLIC_URL: 'https://photos.example.com/' })).toMatchObject({ publicUrl: 'https://photos.example.com', linkBase: 'https://photos.example.com' });
  });

  it('logs every request at info unless LOG_LEVEL says otherwise, and serves metrics only with METRICS_TOKEN', () => {
    expect(load({})).toMatchObject({ logLevel: 'info', metricsToken: null });
    expect(load({ LOG_LEVEL: 'warn', METRICS_TOKEN: 'scraper-token-0123456789' })).toMatchObject({ logLevel: 'warn', metricsToken: 'scraper-token-0123456789' });
  });

  it('has the defaults of DESIGN §7', () => {
    const config = load({});
    expect(config).toMatchObject({ port: 8080, databaseUrl: null, payments: 'sandbox', productName: 'Shutterday', seedDemo: true, smtpUrl: null, mailOutboxDir: null });
    expect(config.remotes.customer).toBe('/remotes/customer/mf-manifest.json');
  });

  it('seeds the demo data into the embedded database unless SEED_DEMO=0, and into PostgreSQL only with SEED_DEMO=1', () => {
    const postgres = 'postgres://shutterday:secret@127.0.0.1:5432/shutterday';
    expect([load({}).seedDemo, load({ SEED_DEMO: '0' }).seedDemo, load({ SEED_DEMO: '1' }).seedDemo]).toEqual([true, false, true]);
    expect([load({ DATABASE_URL: postgres }).seedDemo, load({ DATABASE_URL: postgres, SEED_DEMO: '1' }).seedDemo]).toEqual([false, true]);
  });

  it('sizes an instance by settings: its role, the jobs it runs at once and its pool, never its host alone', () => {
    const postgres = 'postgres://shutterday:secret@127.0.0.1:5432/shutterday';
    expect(load({})).toMatchObject({ role: 'all', workersAtOnce: cpus().length + 1, databasePoolSize: 10 });
    expect(load({ DATABASE_URL: postgres, ROLE: 'api', WORKERS_AT_ONCE: '4', DATABASE_POOL_SIZE: '25' })).toMatchObject({ role: 'api', workersAtOnce: 4, databasePoolSize: 25 });
    expect(load({ DATABASE_URL: postgres, ROLE: 'worker' }).role).toBe('worker');
    // One process holds the embedded database and its queue: it cannot hand its work to another.
    expect(() => load({ ROLE: 'api' })).toThrow(/^Invalid configuration: ROLE api needs DATABASE_URL/);
    expect(() => load({ ROLE: 'cron' })).toThrow(/^Invalid configuration: ROLE must be one of all, api, worker/);
    for (const [name, bad] of [['WORKERS_AT_ONCE', '0'], ['WORKERS_AT_ONCE', '65'], ['DATABASE_POOL_SIZE', 'ten'], ['DATABASE_POOL_SIZE', '500']]) {
      expect(() => load({ [name!]: bad! })).toThrow(new RegExp(`^Invalid configuration: ${name} must be a whole number`));
    }
  });

  it('watches a promoted release for RELEASE_WATCH_MINUTES, 30 by default, from 1 to 1440', () => {
    expect(load({}).releaseWatchMinutes).toBe(30);
    expect(load({ RELEASE_WATCH_MINUTES: '5' }).releaseWatchMinutes).toBe(5);
    for (const bad of ['0', '1441', 'soon']) expect(() => load({ RELEASE_WATCH_MINUTES: bad })).toThrow(/^Invalid configuration: RELEASE_WATCH_MINUTES must be a whole number/);
  });

  it('resolves a relative DATA_DIR from the repository root, not the working directory', () => {
    const config = loadConfig({ DATA_DIR: '.data-config-test', JWT_SECRET: 'x'.repeat(40) });
    expect(config.dataDir).toBe(join(repoRoot, '.data-config-test'));
    expect(config.storageDir).toBe(join(repoRoot, '.data-config-test', 'storage'));
  });

  it('generates a JWT secret into DATA_DIR once and reuses it', () => {
    const first = load({});
    expect(existsSync(join(dataDir, 'jwt-secret'))).toBe(true);
    expect(readFileSync(join(dataDir, 'jwt-secret'), 'utf8').length).toBeGreaterThanOrEqual(32);
    expect(load({}).jwtSecret).toEqual(first.jwtSecret);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ REMOTES_JSON: '{customer:' }, 'REMOTES_JSON'],
    [{ REMOTES_JSON: '["a"]' }, 'REMOTES_JSON'],
    [{ PAYMENTS: 'paypal' }, 'PAYMENTS'],
    [{ PAYMENTS: 'stripe' }, 'STRIPE_SECRET_KEY'],
    [{ PAYMENTS: 'stripe', STRIPE_SECRET_KEY: 'sk_test_123' }, 'STRIPE_PUBLISHABLE_KEY'],
    [{ STRIPE_SECRET_KEY: 'sk_test_123', STRIPE_PUBLISHABLE_KEY: 'sk_test_123' }, 'STRIPE_PUBLISHABLE_KEY'],
    [{ STRIPE_SECRET_KEY: 'sk_test_123', STRIPE_PUBLISHABLE_KEY: 'pk_test_123' }, 'STRIPE_WEBHOOK_SECRET'],
    [{ STRIPE_SECRET_KEY: 'sk_test_123', STRIPE_PUBLISHABLE_KEY: 'pk_test_123', STRIPE_WEBHOOK_SECRET: 'secret' }, 'STRIPE_WEBHOOK_SECRET'],
    [{ STRIPE_CLIENT_ID: 'acct_1' }, 'STRIPE_CLIENT_ID'],
    [{ STRIPE_SECRET_KEY: 'sk_test_123', STRIPE_PUBLISHABLE_KEY: 'pk_test_123', STRIPE_WEBHOOK_SECRET: 'whsec_1' }, 'STRIPE_CLIENT_ID'],
    [{ SMTP_URL: 'not a url' }, 'SMTP_URL'],
    [{ SEED_DEMO: 'maybe' }, 'SEED_DEMO'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET'],
    [{ METRICS_TOKEN: 'short' }, 'METRICS_TOKEN'],
    [{ LOG_LEVEL: 'verbose' }, 'LOG_LEVEL'],
  ])('stops with one line naming the variable for %j', (env, variable) => {
    let error: unknown;
    try {
      load(env as Record<string, string>);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toMatch(new RegExp(`^Invalid configuration: ${variable} `));
    expect((error as Error).message).not.toContain('\n');
  });

  it('picks stripe when a secret key is given', () => {
    expect(load({ STRIPE_SECRET_KEY: 'sk_test_123', STRIPE_PUBLISHABLE_KEY: 'pk_test_123', STRIPE_WEBHOOK_SECRET: 'whsec_1', STRIPE_CLIENT_ID: 'ca_1' })).toMatchObject({
      payments: 'stripe', stripePublishableKey: 'pk_test_123', stripeWebhookSecret: 'whsec_1', stripeClientId: 'ca_1',
    });
  });

  it('hands no publishable key to the browser in the sandbox', () => {
    expect(load({ STRIPE_PUBLISHABLE_KEY: 'pk_test_123' })).toMatchObject({ payments: 'sandbox', stripePublishableKey: null });
  });
});
