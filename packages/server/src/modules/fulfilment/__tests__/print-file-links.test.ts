import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { asc, eq } from 'drizzle-orm';
import S3rver from 's3rver';
import sharp from 'sharp';
import { loadConfig } from '../../../config';
import { orderLines, orderPrintFiles, orders } from '../../../db/schema';
import { DEMO } from '../../../seed/demo-constants';
import { storageFromConfig } from '../../../services/storage/from-config';
import type { Storage } from '../../../services/storage/storage';
import { openApprovedStudio } from '../../../test-support/approved-studio';
import { createTestApp, type TestContext } from '../../../test-support/app';
import { bearer, loginStudioAdmin } from '../../../test-support/auth';
import { LINCOLN } from '../../../test-support/ordering';

// A studio downloads its 300-DPI print files from an S3-compatible store (s3rver on loopback) through a
// short-lived presigned link the API redirects to; the bytes never pass through the server.

let s3: S3rver;
let dir: string;
let endpoint: string;
const contexts: TestContext[] = [];
/** The demo order's first item, reprinted once, by the name print files have (docs/print.md). */
const FILE_NAME = new RegExp(`^attachment; filename="${DEMO.orderNumber}-01-01(-[\\w.-]+)?-reprint1\\.jpg"$`);
const KEYS = { STORAGE_S3_ACCESS_KEY_ID: 'S3RVER', STORAGE_S3_SECRET_ACCESS_KEY: 'S3RVER' };

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'shutterday-s3-'));
  s3 = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: dir });
  endpoint = `http://127.0.0.1:${(await s3.run()).port}`;
  const client = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
  await client.send(new CreateBucketCommand({ Bucket: 'prints' }));
  client.destroy();
});
afterAll(async () => {
  for (const ctx of contexts) await ctx.close();
  await s3?.close();
  rmSync(dir, { recursive: true, force: true });
});

const s3Storage = (env: Record<string, string> = {}) =>
  storageFromConfig(loadConfig({ DATA_DIR: dir, JWT_SECRET: 'x'.repeat(40), STORAGE_S3_BUCKET: 'prints', STORAGE_S3_ENDPOINT: endpoint, ...KEYS, ...env }));

/** An app on the demo data whose storage is `storage`, and a ready print file of the demo order stored in it. */
async function appWithPrintFile(storage: Storage): Promise<{ ctx: TestContext; url: string; jpeg: Buffer; auth: { authorization: string } }> {
  const ctx = await createTestApp({ storage });
  contexts.push(ctx);
  const [order] = await ctx.db.select().from(orders).where(eq(orders.orderNumber, DEMO.orderNumber));
  const [line] = await ctx.db.select().from(orderLines).where(eq(orderLines.orderId, order!.id)).orderBy(asc(orderLines.id)).limit(1);
  const jpeg = await sharp({ create: { width: 60, height: 75, channels: 3, background: '#2a6' } }).jpeg().withMetadata({ density: 300 }).toBuffer();
  const storageKey = `print-files/${order!.id}/link-test.jpg`;
  await storage.put(storageKey, jpeg);
  // A reprint of the first item, so no print file the server makes on its own takes its place.
  const [file] = await ctx.db
    .insert(orderPrintFiles)
    .values({ orderId: order!.id, orderLineId: line!.id, lineNo: 1, itemNo: 1, reprint: 1, reason: 'link test', status: 'ready', storageKey, width: 60, height: 75, bytes: jpeg.length, readyAt: new Date() })
    .returning();
  const url = `/api/studioadmin/studios/1/jobs/${LINCOLN}/fulfilment/orders/${DEMO.orderNumber}/print-files/${file!.id}`;
  return { ctx, url, jpeg, auth: bearer((await loginStudioAdmin(ctx.app)).token) };
}

/** The signing time of a presigned link (`X-Amz-Date`, yyyyMMddTHHmmssZ), and back. */
const linkTime = (link: URL) => new Date(link.searchParams.get('X-Amz-Date')!.replace(/^(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z$/, '$1-$2-$3T$4:$5:$6Z'));
const amzDate = (date: Date) => date.toISOString().replace(/[-:]|\.\d{3}/g, '');

describe('print files from an S3-compatible store', () => {
  let linked: Awaited<ReturnType<typeof appWithPrintFile>>;
  beforeAll(async () => {
    linked = await appWithPrintFile(s3Storage({ STORAGE_S3_PUBLIC_ENDPOINT: endpoint }));
  });

  it('redirect the studio to a presigned link that works for 5 minutes and names the file', async () => {
    const { ctx, url, jpeg, auth } = linked;
    const asked = Date.now();
    const answer = await ctx.app.inject({ url, headers: auth });
    expect(answer.statusCode).toBe(302);
    expect(answer.headers['cache-control']).toBe('private, no-store');
    expect(answer.rawPayload).toHaveLength(0);
    const link = new URL(String(answer.headers.location));
    expect(link.origin).toBe(endpoint);
    expect(link.searchParams.get('X-Amz-Expires')).toBe('300');
    expect(linkTime(link).getTime()).toBeGreaterThan(asked - 60_000);

    // The store answers the link alone (no credentials) with the print and the name the API gives it.
    const fetched = await fetch(link);
    expect(fetched.status).toBe(200);
    expect(fetched.headers.get('content-type')).toBe('image/jpeg');
    expect(fetched.headers.get('content-disposition')).toMatch(FILE_NAME);
    expect(Buffer.from(await fetched.arrayBuffer())).toEqual(jpeg);

    // The same link as made 301 seconds earlier is refused by the store: it has expired. (s3rver checks the
    // expiry, not the V4 signature, so this moves the link's time rather than waiting five minutes.)
    const older = new URL(link);
    older.searchParams.set('X-Amz-Date', amzDate(new Date(linkTime(link).getTime() - 301_000)));
    expect((await fetch(older)).status).toBe(403);

    // The preview is still drawn by the API from the print.
    const preview = await ctx.app.inject({ url: `${url}?size=preview`, headers: auth });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('image/jpeg');
  });

  it('keeps studios apart: another studio gets no link to the print file', async () => {
    const { ctx, url } = linked;
    const other = await openApprovedStudio(ctx.app, { studioName: 'Other Prints Co', studioSlug: 'other-prints', name: 'Olga Other', email: 'olga@other-prints.test', password: 'Other-prints-2026!' });
    const theirs = await ctx.app.inject({ url, headers: bearer(other.token) });
    expect(theirs.statusCode).toBe(403);
    expect(theirs.headers.location).toBeUndefined();
    const throughTheirStudio = await ctx.app.inject({ url: url.replace('/studios/1/', `/studios/${other.studioId}/`), headers: bearer(other.token) });
    expect(throughTheirStudio.statusCode).toBe(404);
    expect(throughTheirStudio.headers.location).toBeUndefined();
    expect((await ctx.app.inject({ url })).statusCode).toBe(401);
  });

  it('go through the API, as on the local disk, when the store has no address browsers reach', async () => {
    const { ctx, url, jpeg, auth } = await appWithPrintFile(s3Storage());
    const answer = await ctx.app.inject({ url, headers: auth });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-disposition']).toMatch(FILE_NAME);
    expect(answer.rawPayload).toEqual(jpeg);
  });
});
