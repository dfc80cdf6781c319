import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import type { ImageLookup } from '@shutterday/domain/staff';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import S3rver from 's3rver';
import sharp from 'sharp';
import { migrationsFolder, openDatabase, type DatabaseHandle } from '../../../db/client';
import { loadConfig } from '../../../config';
import { images, jobs, mailLog } from '../../../db/schema';
import { serverRoot } from '../../../server-root';
import { bearer, loginStudioAdmin } from '../../../test-support/auth';
import { ensurePostgresTemplate, onServer, withDatabase } from '../../../test-support/database';
import { freePort } from '../../../test-support/loopback';
import { multipart } from '../../../test-support/multipart';
import { CHECKOUT_DETAILS, checkoutReadyCart, GOOD_CARD, LINCOLN, PACKAGE_A } from '../../../test-support/ordering';
import { overHttp } from '../../../test-support/over-http';
import { testJpeg } from '../../../test-support/photos';
import { answeringRelay } from '../../../test-support/smtp-relay';
import { templatePaths } from '../../../test-support/template';
import { LocalStorage } from '../../storage/storage';
import { storageFromConfig } from '../../storage/from-config';
import { MAIL_QUEUE } from '../../mail/mailer';

// The several-instances set-up as an operator runs it: the built server (`dist/…/main.mjs`, as `npm start`
// runs it) started as real processes — two API instances (ROLE=api) and one worker (ROLE=worker) — on one
// fresh PostgreSQL database, one S3-compatible store (s3rver) and one SMTP relay, all on loopback.
// Runs in `npm test`'s PostgreSQL step, like every `*.pg.test.ts`.

jest.setTimeout(120_000);

const SECRET = 'cluster-secret-shared-by-every-instance-0123456789';
const S3_KEYS = { STORAGE_S3_ACCESS_KEY_ID: 'S3RVER', STORAGE_S3_SECRET_ACCESS_KEY: 'S3RVER' };

/** Asks until `ok` says yes; the test's own timeout is the limit, so a slow hour only waits longer. */
async function until(ask: () => Promise<boolean> | boolean): Promise<void> {
  while (!(await ask())) await new Promise((resolve) => setTimeout(resolve, 100));
}

interface Instance {
  name: string;
  url: string;
  child: ChildProcess;
  output: string[];
  stderr: string[];
  exit: Promise<number | null>;
}

const dirs: string[] = [];
const started: Instance[] = [];
let bundle: string;
let serverUrl: string;
let clusterUrl: string;
let clusterName: string;
let s3: S3rver;
let s3Endpoint: string;
let relayPort: number;
let relay: Awaited<ReturnType<typeof answeringRelay>>;
let database: DatabaseHandle;
/** The demo rows of the test template (not its schema: the instances migrate), loaded once they have. */
let demoRows: Buffer;

const tempDir = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  dirs.push(dir);
  return dir;
};

/** What every instance of the cluster is given: one database, one bucket, one relay, one secret. */
const clusterEnv = (): Record<string, string> => ({
  DATABASE_URL: clusterUrl,
  JWT_SECRET: SECRET,
  STORAGE_S3_BUCKET: 'photos',
  STORAGE_S3_ENDPOINT: s3Endpoint,
  ...S3_KEYS,
  SMTP_URL: `smtp://127.0.0.1:${relayPort}`,
  MAIL_FROM: 'Demo Photo Co <orders@photos.example>',
  SEED_DEMO: '0',
  NOTIFY_SWEEP_SECONDS: '0',
  LOG_LEVEL: 'warn',
  WORKERS_AT_ONCE: '2',
  DATABASE_POOL_SIZE: '4',
});

/** Starts the built server with `env` (nothing else of this process's environment that could change it). */
async function launch(name: string, env: Record<string, string>): Promise<Instance> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--enable-source-maps', bundle], {
    cwd: serverRoot,
    env: { PATH: process.env.PATH ?? '', HOME: tempDir('shutterday-home-'), HOST: '127.0.0.1', PORT: String(port), DATA_DIR: tempDir('shutterday-instance-'), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const [output, stderr]: string[][] = [[], []];
  child.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => {
    output.push(chunk.toString());
    stderr.push(chunk.toString());
  });
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const instance = { name, url: `http://127.0.0.1:${port}`, child, output, stderr, exit };
  started.push(instance);
  return instance;
}

/** Waits until the instance answers its readiness check (or fails with its output if it stopped). */
async function ready(instance: Instance): Promise<Instance> {
  let exited: number | null | undefined;
  void instance.exit.then((code) => (exited = code));
  await until(async () => {
    if (exited !== undefined) throw new Error(`${instance.name} exited with ${exited}:\n${instance.output.join('')}`);
    return (await fetch(`${instance.url}/api/health`).catch(() => null))?.status === 200;
  });
  return instance;
}

/** Starts an instance that must refuse to start: its exit code and what it wrote to stderr. */
async function refused(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  const instance = await launch('refused', env);
  const code = await instance.exit;
  return { code, stderr: instance.stderr.join('') };
}

async function stop(instance: Instance): Promise<void> {
  if (instance.child.exitCode !== null || instance.child.signalCode !== null) return;
  const killer = setTimeout(() => instance.child.kill('SIGKILL'), 15_000);
  instance.child.kill('SIGTERM');
  await instance.exit;
  clearTimeout(killer);
}

/** The rows of a query on the cluster's database. */
const rows = async <T>(query: SQL): Promise<T[]> => ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;


beforeAll(async () => {
  serverUrl = process.env.TEST_DATABASE_URL!;
  const template = await ensurePostgresTemplate(serverUrl);
  clusterName = `shutterday_cluster_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, (client) => client.query(`create database ${clusterName}`));
  clusterUrl = withDatabase(serverUrl, clusterName);
  demoRows = execFileSync('pg_dump', ['--data-only', '--disable-triggers', '--exclude-schema=drizzle', '--exclude-schema=pgboss', `--dbname=${withDatabase(serverUrl, template)}`], { maxBuffer: 512 * 1024 * 1024 });

  s3 = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: tempDir('shutterday-s3-') });
  s3Endpoint = `http://127.0.0.1:${(await s3.run()).port}`;
  const client = new S3Client({ region: 'us-east-1', endpoint: s3Endpoint, forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
  await client.send(new CreateBucketCommand({ Bucket: 'photos' }));
  client.destroy();
  relayPort = await freePort();
  relay = await answeringRelay(relayPort);

  // The production bundle, built as `npm start` builds it, into a folder of this file's own.
  bundle = join(serverRoot, 'dist', `cluster-test-${process.pid}`, 'main.mjs');
  const builder = join(serverRoot, '../tooling/src/lib/build-server.ts');
  execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', `const { buildServer } = await import(${JSON.stringify(builder)}); await buildServer(${JSON.stringify(bundle)});`], { cwd: serverRoot, stdio: 'inherit' });
});

afterAll(async () => {
  await Promise.all(started.map(stop));
  await database?.close();
  await relay?.close();
  await s3?.close();
  if (clusterName) await onServer(serverUrl, (client) => client.query(`drop database if exists ${clusterName} with (force)`));
  if (bundle) rmSync(join(bundle, '..'), { recursive: true, force: true });
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('two API instances and a worker on one PostgreSQL and one S3-compatible store', () => {
  let a: Instance;
  let b: Instance;

  it('start together on an empty database and migrate it once', async () => {
    [a, b] = await Promise.all([launch('api A', { ...clusterEnv(), ROLE: 'api' }), launch('api B', { ...clusterEnv(), ROLE: 'api' })]);
    await Promise.all([ready(a), ready(b)]);
    const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] };
    database = openDatabase({ databaseUrl: clusterUrl, pgliteDir: null });
    const applied = await rows<{ hash: string }>(sql`select hash from drizzle.__drizzle_migrations`);
    expect(applied).toHaveLength(journal.entries.length);
    expect(new Set(applied.map((row) => row.hash)).size).toBe(journal.entries.length);

    execFileSync('psql', ['-q', '-v', 'ON_ERROR_STOP=1', `--dbname=${clusterUrl}`], { input: demoRows, stdio: ['pipe', 'ignore', 'inherit'] });
    // And the originals of the job's photos, which the prints of an order are made from.
    const bucket = storageFromConfig(loadConfig(clusterEnv()));
    const local = new LocalStorage(templatePaths().storage);
    const originals = await database.db.select({ key: images.storageKey }).from(images).where(eq(images.jobId, LINCOLN));
    await Promise.all(originals.map(async ({ key }) => bucket.put(key, (await local.get(key))!)));
    bucket.close?.();
  });

  it('takes a photo through A, has the worker process it, and serves its thumbnail through B; a parent orders through B, the studio sees it through A, and its mail goes out once', async () => {
    const A = overHttp(a.url);
    const B = overHttp(b.url);
    const { db } = database;
    // One session works on every instance: they sign with the one secret.
    const auth = bearer((await loginStudioAdmin(A)).token);
    const [job] = await db.select().from(jobs).where(and(eq(jobs.studioId, 1), eq(jobs.id, LINCOLN))).orderBy(asc(jobs.id));
    const photos = `/api/studioadmin/studios/1/organizations/${job!.organizationId}/jobs/${LINCOLN}/imagelookups`;

    const body = multipart([{ name: 'file', filename: 'cluster_0001.jpg', data: await testJpeg(640, 480, { hue: 120 }) }]);
    const uploaded = await A.inject({ method: 'POST', url: photos, payload: body.payload, headers: { ...body.headers, ...auth } });
    expect(uploaded.statusCode).toBe(201);
    const photoId = (uploaded.json().data as { image: ImageLookup }).image.id;

    const parent = await checkoutReadyCart(B, db, [PACKAGE_A]);
    const submitted = await parent.post(`/api/customer/jobs/${LINCOLN}/checkout/submit`, { paymentToken: GOOD_CARD });
    expect(submitted.statusCode).toBe(201);
    const { orderNumber } = submitted.json().data as { orderNumber: string };
    const orders = await A.inject({ url: `/api/studioadmin/studios/1/jobs/${LINCOLN}/orders?pageSize=200`, headers: auth });
    expect(orders.statusCode).toBe(200);
    expect((orders.json().data.resultItems as Array<{ orderNumber: string }>).map((order) => order.orderNumber)).toContain(orderNumber);

    // No instance runs work yet: the photo waits and the confirmation is owed. The worker starts and, as
    // every instance does at its start, queues again what is pending and owed: the mail is queued twice.
    const confirmation = () => db.select({ status: mailLog.status }).from(mailLog).where(eq(mailLog.to, CHECKOUT_DETAILS.customer.email));
    expect(await confirmation()).toEqual([{ status: 'recorded' }]);
    await ready(await launch('worker', { ...clusterEnv(), ROLE: 'worker' }));

    let photo: ImageLookup | undefined;
    await until(async () => {
      const list = await B.inject({ url: `${photos}?status=done&pageSize=200`, headers: auth });
      photo = (list.json().data.resultItems as ImageLookup[]).find((item) => item.id === photoId);
      return photo !== undefined;
    });
    const thumbnail = await B.inject({ url: photo!.thumbnailUrl! });
    expect([thumbnail.statusCode, thumbnail.headers['content-type'], thumbnail.headers['cache-control']]).toEqual([200, 'image/jpeg', 'public, max-age=86400, s-maxage=3600']);
    expect((await sharp(thumbnail.rawPayload).metadata()).width).toBe(320);

    await until(async () => (await confirmation()).every((row) => row.status === 'sent'));
    const waiting = sql`select count(*)::int as n from pgboss.job where name = ${MAIL_QUEUE} and state in ('created', 'retry', 'active')`;
    await until(async () => (await rows<{ n: number }>(waiting))[0]!.n === 0);
    expect(relay.received.filter((message) => message.includes(`To: ${CHECKOUT_DETAILS.customer.email}`))).toHaveLength(1);
  });

  it('refuses, with its one line, an instance without the shared JWT_SECRET and one keeping photos on its own disk', async () => {
    const { JWT_SECRET: _secret, ...withoutSecret } = clusterEnv();
    const { STORAGE_S3_BUCKET: _bucket, STORAGE_S3_ENDPOINT: _endpoint, STORAGE_S3_ACCESS_KEY_ID: _id, STORAGE_S3_SECRET_ACCESS_KEY: _key, ...localStorage } = clusterEnv();
    const [noSecret, ownDisk] = await Promise.all([refused({ ...withoutSecret, ROLE: 'api' }), refused({ ...localStorage, ROLE: 'api' })]);
    expect(noSecret).toEqual({
      code: 1,
      stderr: 'Invalid configuration: JWT_SECRET is not set, and another instance of this database is running with a secret of its own: give every instance the same JWT_SECRET (at least 32 characters)\n',
    });
    expect(ownDisk).toEqual({
      code: 1,
      stderr: 'Invalid configuration: STORAGE_S3_BUCKET is not set, and another instance of this database keeps its photos in object storage: several instances need one S3-compatible bucket (STORAGE_S3_*), or photos uploaded through one are missing on the others\n',
    });
  });
});
