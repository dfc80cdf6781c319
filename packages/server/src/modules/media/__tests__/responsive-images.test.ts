import sharp from 'sharp';
import { responsiveSrcSet } from '@shutterday/domain';
import { imageSignature, imageUrl } from '../../../services/images/signed-urls';
import { createTestApp, type TestContext } from '../../../test-support/app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const get = (url: string) => ctx.app.inject({ url });

describe('responsive photos', () => {
  it('serve every width of a signed thumbnail as WebP and JPEG, each as wide as named', async () => {
    const signed = imageUrl(ctx.config.jwtSecret, 5, 'thumbnail');
    for (const format of ['webp', 'jpeg'] as const) {
      for (const entry of responsiveSrcSet(signed, format).split(', ')) {
        const [url, descriptor] = entry.split(' ');
        const response = await get(url!);
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe(`image/${format}`);
        expect(response.headers['cache-control']).toBe('public, max-age=86400, s-maxage=3600');
        const meta = await sharp(response.rawPayload).metadata();
        expect(meta.format).toBe(format);
        expect(`${meta.width}w`).toBe(descriptor);
      }
    }
  });

  it('may be kept by a CDN, an hour at most, and by no cache past the moment its URL stops working', async () => {
    const expires = Math.floor(Date.now() / 1000) + 600;
    const nearlyExpired = `/api/customer/images/5/preview?e=${expires}&s=${imageSignature(ctx.config.jwtSecret, 5, 'preview', expires)}`;
    const response = await get(nearlyExpired);
    expect(response.statusCode).toBe(200);
    const [visibility, maxAge, sharedMaxAge] = response.headers['cache-control']!.split(', ');
    expect(visibility).toBe('public');
    // A second may pass between signing and answering.
    expect(Number(maxAge!.replace('max-age=', ''))).toBeGreaterThan(590);
    expect(Number(maxAge!.replace('max-age=', ''))).toBeLessThanOrEqual(600);
    expect(sharedMaxAge).toBe(maxAge!.replace('max-age', 's-maxage'));
  });

  it('is smaller in WebP than in JPEG at the same width', async () => {
    const signed = imageUrl(ctx.config.jwtSecret, 5, 'preview');
    const webp = await get(`${signed}&w=750&f=webp`);
    const jpeg = await get(`${signed}&w=750&f=jpeg`);
    expect(webp.rawPayload.length).toBeLessThan(jpeg.rawPayload.length);
  });

  it('refuses a width the variant does not make, an unknown format and a forged signature', async () => {
    const signed = imageUrl(ctx.config.jwtSecret, 5, 'thumbnail');
    expect((await get(`${signed}&w=1000`)).statusCode).toBe(404);
    expect((await get(`${signed}&w=161`)).statusCode).toBe(404);
    expect((await get(`${signed}&f=gif`)).statusCode).toBe(400);
    expect((await get('/api/customer/images/5/thumbnail?s=forged&e=9999999999&w=160&f=webp')).statusCode).toBe(404);
  });
});
