import type { CustomerStudio, StudioDetails } from '@shutterday/domain';
import { asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { jobs } from '../../../db/schema';
import { multipart } from '../../../test-support/multipart';
import { pngClaiming, testJpeg } from '../../../test-support/photos';
import { studioAdminTestApp } from '../../../test-support/studio-admin';

const session = studioAdminTestApp();
const url = '/api/studioadmin/studios/1/logo';

const upload = (data: Buffer, field = 'File', filename = 'logo.png') => {
  const body = multipart([{ name: field, filename, data, contentType: 'image/png' }]);
  return session.ctx.app.inject({ method: 'PUT', url, payload: body.payload, headers: { ...body.headers, ...session.auth } });
};
const customerStudio = async () => (await session.ctx.app.inject({ url: '/api/customer/studios/demo' })).json().data as CustomerStudio;
const transparentPng = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: { r: 200, g: 30, b: 30, alpha: 0.5 } } }).png().toBuffer();

describe("the studio's logo (spec §7 PUT and DELETE .../logo)", () => {
  it('uploads a logo that the customer page then shows, re-encoded as a PNG no larger than 512 pixels, then replaces and removes it with its files', async () => {
    const first = await upload(await transparentPng(2000, 1000));
    expect(first.statusCode).toBe(200);
    const logoUrl = (first.json().data as StudioDetails).logoUrl!;
    expect(logoUrl).toMatch(/^\/api\/customer\/studio-logos\/[0-9a-f-]{36}\.png$/);
    expect((await customerStudio()).logoUrl).toBe(logoUrl);

    const served = await session.ctx.app.inject({ url: logoUrl });
    expect([served.statusCode, served.headers['content-type'], served.headers['cache-control']]).toEqual([200, 'image/png', 'public, max-age=31536000, immutable']);
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height, meta.hasAlpha]).toEqual(['png', 512, 256, true]);

    // A JPEG is taken too (the field's name in any case), and the old file is gone.
    const second = await upload(await testJpeg(300, 120), 'file', 'logo.jpg');
    const secondUrl = (second.json().data as StudioDetails).logoUrl!;
    expect(secondUrl).not.toBe(logoUrl);
    expect((await session.ctx.app.inject({ url: logoUrl })).statusCode).toBe(404);
    expect((await sharp((await session.ctx.app.inject({ url: secondUrl })).rawPayload).metadata()).width).toBe(300);

    const removed = await session.call('DELETE', url);
    expect([removed.statusCode, (removed.json().data as StudioDetails).logoUrl]).toEqual([200, null]);
    expect((await customerStudio()).logoUrl).toBeNull();
    expect((await session.ctx.app.inject({ url: secondUrl })).statusCode).toBe(404);
  });

  it('refuses what is not a photo, a decompression bomb and a file in another field, and keeps the logo it had', async () => {
    const kept = ((await upload(await transparentPng(64, 64))).json().data as StudioDetails).logoUrl;
    const svg = await upload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'File', 'logo.png');
    expect([svg.statusCode, svg.json().errors]).toEqual([415, ['Only JPEG and PNG photos can be uploaded']]);
    expect((await upload(await pngClaiming(20_000, 20_000))).statusCode).toBe(413);
    expect((await upload(await transparentPng(64, 64), 'logo')).statusCode).toBe(400);
    expect((await customerStudio()).logoUrl).toBe(kept);
    await session.call('DELETE', url);
  });

  it("is not for another studio's staff", async () => {
    const other = await session.ctx.app.inject({ method: 'DELETE', url: '/api/studioadmin/studios/2/logo', headers: session.auth });
    expect(other.statusCode).toBe(403);
  });

  it("is printed on every camera card of the studio's jobs, embedded in the PDF once", async () => {
    const [job] = await session.ctx.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.studioId, 1)).orderBy(asc(jobs.id)).limit(1);
    const cards = async () => (await session.call('GET', `/api/studioadmin/studios/1/jobs/${job!.id}/camera-cards.pdf`)).rawPayload.toString('latin1');
    const images = (pdf: string) => pdf.split('/Subtype /Image').length - 1;
    expect(images(await cards())).toBe(0);
    await upload(await testJpeg(300, 120), 'File', 'logo.jpg');
    const withLogo = await cards();
    expect(withLogo.split('/Type /Page\n').length - 1).toBeGreaterThan(1);
    expect(images(withLogo)).toBe(1);
    await session.call('DELETE', url);
  });
});
