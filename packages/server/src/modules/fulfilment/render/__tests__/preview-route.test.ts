import { personalizationPreviewLines, printPreviewSearch, type PrintPreviewInput } from '@shutterday/domain';
import { personalizationLines } from '@shutterday/domain/staff';
import { and, asc, eq, isNotNull, ne } from 'drizzle-orm';
import sharp from 'sharp';
import { images, jobGreenScreens, packageItems, packages } from '../../../../db/schema';
import { createTestApp, type TestContext } from '../../../../test-support/app';
import { LINCOLN } from '../../../../test-support/ordering';
import { imageUrl } from '../../../../services/images/signed-urls';
import { loadPrintRequest, renderPrintFile, renderPrintPreview, storagePrintSources } from '..';
import { meanAbsoluteDifference, PIXEL_THRESHOLD, rgb } from './pixels';

let ctx: TestContext;
let photoId: number;
let otherJobPhotoId: number;
let item8x10: number;
let digitalItem: number;
let backgroundId: number;

const itemOf = async (packageName: string, productCode: string) => {
  const [row] = await ctx.db.select({ id: packageItems.id }).from(packageItems).innerJoin(packages, eq(packages.id, packageItems.packageId)).where(and(eq(packages.name, packageName), eq(packageItems.productCode, productCode)));
  return row!.id;
};

beforeAll(async () => {
  ctx = await createTestApp();
  [{ id: photoId }] = (await ctx.db.select({ id: images.id }).from(images).where(and(eq(images.jobId, LINCOLN), isNotNull(images.subjectId))).orderBy(asc(images.id)).limit(1)) as [{ id: number }];
  [{ id: otherJobPhotoId }] = (await ctx.db.select({ id: images.id }).from(images).where(ne(images.jobId, LINCOLN)).limit(1)) as [{ id: number }];
  item8x10 = await itemOf('Package A — Deluxe', '8x10');
  digitalItem = await itemOf('Single Digital Download', 'SingleDigDown');
  [{ backgroundId }] = (await ctx.db.select({ backgroundId: jobGreenScreens.greenScreenBackgroundId }).from(jobGreenScreens).where(eq(jobGreenScreens.jobId, LINCOLN)).limit(1)) as [{ backgroundId: number }];
});
afterAll(() => ctx.close());

const signed = (id: number) => imageUrl(ctx.config.jwtSecret, id, 'thumbnail');
const crop = { cropX: 70, cropY: 70, xMid: 50, yMid: 45 };
const input = (over: Partial<PrintPreviewInput> = {}): PrintPreviewInput => ({ packageItemId: item8x10, photos: [{ imageUrl: signed(photoId), crop, rotation: 0 }], texts: [null], ...over });
const preview = (over: Partial<PrintPreviewInput> = {}, headers: Record<string, string> = {}) =>
  ctx.app.inject({ url: `/api/customer/jobs/${LINCOLN}/print-preview?${printPreviewSearch(input(over))}`, headers });

describe('the print preview', () => {
  it("answers the item's print with the parent's choices, watermarked, at screen size, as the renderer draws it", async () => {
    const answer = await preview({ backgroundId, texts: ['Ava Lopez'] });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('image/jpeg');
    expect(answer.headers['cache-control']).toBe('private, max-age=86400');
    expect(await sharp(answer.rawPayload).metadata()).toMatchObject({ width: 512, height: 640 });
    const loaded = await loadPrintRequest(ctx.db, item8x10, { photos: [{ imageId: photoId, crop, rotation: 0 }], backgroundId, texts: ['Ava Lopez'] });
    const direct = await renderPrintPreview(loaded!.request, { maxSide: 640, format: 'jpeg', watermark: 'Demo Photo Co · PROOF' }, storagePrintSources(ctx.app));
    expect(await meanAbsoluteDifference(await rgb(answer.rawPayload), await rgb(direct.body))).toBeLessThan(PIXEL_THRESHOLD);
  });

  it("carries the personalization's name band as the print file does when the page sends the cart's personalization", async () => {
    const service = { id: 1, subjectId: 5, price: 1000, orderServiceId: 2, enabled: true, nameToPrint: 'Ava Johnson', yearToPrint: '2026', nameOnAllPrints: true, yearOnAllPrints: true, nameOnWallets: false, nameOnAllWallets: false, yearOnAllWallets: false };
    // The print file's request as fulfilment builds it: the item's texts, then the personalization's lines (printRequestOf's extraLines).
    const loaded = await loadPrintRequest(ctx.db, item8x10, { photos: [{ imageId: photoId, crop, rotation: 0 }], backgroundId: null, texts: [null] });
    const request = { ...loaded!.request, texts: [...loaded!.request.texts, ...personalizationLines('8x10', service)] };
    const answered = async (extraLines: string[]) => (await preview({ extraLines })).rawPayload;
    const withLines = await answered(personalizationPreviewLines('8x10', 5, [service]));
    // The page's preview is the print file's drawing at screen size, with the proofs' mark.
    const direct = await renderPrintPreview(request, { maxSide: 640, format: 'jpeg', watermark: 'Demo Photo Co · PROOF' }, storagePrintSources(ctx.app));
    expect(await meanAbsoluteDifference(await rgb(withLines), await rgb(direct.body))).toBeLessThan(PIXEL_THRESHOLD);
    // Against the print file scaled down, the bottom fifth (the name band) differs by the mark only, far less than without the lines.
    const scaled = await sharp((await renderPrintFile(request, storagePrintSources(ctx.app))).body).resize(512, 640).toBuffer();
    const band = { left: 0, top: 512, width: 512, height: 128 };
    const bandDifference = async (image: Buffer) => meanAbsoluteDifference(await rgb(image, band), await rgb(scaled, band));
    expect((await bandDifference(await answered([]))) / (await bandDifference(withLines))).toBeGreaterThan(2);
  });

  it('is cacheable by the hash of its inputs: the same choices answer 304 to the browser that has them', async () => {
    const first = await preview();
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{32}"$/);
    const again = await preview({}, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const typed = await preview({ texts: ['Ben'] }, { 'if-none-match': etag });
    expect(typed.statusCode).toBe(200);
    expect(typed.headers.etag).not.toBe(etag);
    expect(await meanAbsoluteDifference(await rgb(typed.rawPayload), await rgb(first.rawPayload))).toBeGreaterThan(PIXEL_THRESHOLD / 4);
  });

  it('comes as WebP at the size asked', async () => {
    const answer = await preview({ format: 'webp', size: 320 });
    expect(answer.headers['content-type']).toBe('image/webp');
    expect(await sharp(answer.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 256, height: 320 });
    // The cart's 120 px box at a pixel ratio of 2: the print at that size, not the 320 one scaled down by the browser.
    const small = await preview({ format: 'webp', size: 240 });
    expect(small.statusCode).toBe(200);
    expect(await sharp(small.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 192, height: 240 });
    expect(small.rawPayload.length).toBeLessThan(answer.rawPayload.length);
  });

  it('shows an empty slot as paper when no photo is chosen yet', async () => {
    const answer = await preview({ photos: [null] });
    expect(answer.statusCode).toBe(200);
  });
});

describe('what the preview refuses', () => {
  it.each([
    ['a photo without the signature the API gave', () => ({ photos: [{ imageUrl: `/api/customer/images/${photoId}/thumbnail?e=9999999999&s=forgedforgedforgedforg`, crop: null, rotation: 0 }] }), 'Image not found'],
    ["another job's photo, though signed", () => ({ photos: [{ imageUrl: signed(otherJobPhotoId), crop: null, rotation: 0 }] }), 'Image not found'],
    ['an item that does not exist', () => ({ packageItemId: 2147483647 }), 'Package item not found'],
    ['a digital download', () => ({ packageItemId: digitalItem }), 'This item is not printed'],
    ['a background the job does not offer', () => ({ backgroundId: 2147483647 }), 'Background not found'],
  ])('%s: 404', async (_, over, message) => {
    const answer = await preview(over());
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toEqual({ errors: [message] });
  });

  it('refuses malformed choices with a 400 naming them', async () => {
    const answer = await ctx.app.inject({ url: `/api/customer/jobs/${LINCOLN}/print-preview?item=${item8x10}&c0=1,2,3&w=99999` });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors.join(' ')).toContain('Give a crop as cropX,cropY,xMid,yMid in whole percent');
  });
});
