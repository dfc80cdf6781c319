import { createHash } from 'node:crypto';
import { DEFAULT_WATERMARK, WATERMARK_MESSAGES } from '@shutterday/domain/staff';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { printPreviewSearch } from '@shutterday/domain';
import { images, packageItems, packages } from '../../../db/schema';
import { LINCOLN } from '../../../test-support/ordering';
import { createTestApp, type TestContext } from '../../../test-support/app';
import { bearer, loginStudioAdmin, loginSystemAdmin } from '../../../test-support/auth';
import { multipart } from '../../../test-support/multipart';
import { pngClaiming, testJpeg } from '../../../test-support/photos';
import { imageUrl } from '../../../services/images/signed-urls';

let ctx: TestContext;
let admin: { authorization: string };
let studio: { authorization: string };
let imageId: number;

/** The proofs this file's studio keeps, re-marked 4 per queue job: each run goes through two chunks. */
const KEPT_PROOFS = 6;
const PROOFS_PER_JOB = 4;

beforeAll(async () => {
  // Every proof is made again here, in this app's own folder (createTestApp): other test files read the seeded ones.
  ctx = await createTestApp({ remarkChunk: PROOFS_PER_JOB });
  admin = bearer((await loginSystemAdmin(ctx.app)).token);
  studio = bearer((await loginStudioAdmin(ctx.app)).token);
  // A photo of a child in the demo's Lincoln job (the print preview takes the job's photos only).
  const [row] = await ctx.db.select({ id: images.id }).from(images).where(and(eq(images.jobId, LINCOLN), isNotNull(images.subjectId), eq(images.status, 'done'))).orderBy(asc(images.id)).limit(1);
  imageId = row!.id;
  // Each change of a mark makes every proof it covers again, several times in this file: the demo's
  // ~190 photos are cut to a small studio's (this photo and the next few of the job; the photos a
  // cart holds cannot go and stay too), so a re-marking takes seconds and still goes through the queue
  // in more than one chunk.
  await ctx.db.execute(sql`
    delete from images i
    where i.id not in (select id from images where job_id = ${LINCOLN} and subject_id is not null and status = 'done' order by id limit ${KEPT_PROOFS})
      and not exists (select 1 from cart_image_nodes n where i.id in (n.subject_image_id, n.group_image_id, n.replacement_image_id))`);
});
afterAll(() => ctx.close());

const PLATFORM = '/api/admin/watermark';
const STUDIO = '/api/studioadmin/studios/1/watermark';

/** What a parent's browser gets for the photo's preview (or a smaller WebP copy of it). */
async function proof(query = ''): Promise<Buffer> {
  const answer = await ctx.app.inject({ url: `${imageUrl(ctx.config.jwtSecret, imageId, 'preview')}${query}` });
  expect(answer.statusCode).toBe(200);
  return answer.rawPayload;
}

/** Red over green, on average: a red mark raises it, the white text mark does not. */
async function redness(image: Buffer): Promise<number> {
  const { channels } = await sharp(image).stats();
  return channels[0]!.mean - channels[1]!.mean;
}

/** Waits (without a fixed time) until the background re-marking of the scope is done. */
async function remarked(url: string, headers: Record<string, string>) {
  for (;;) {
    const answer = await ctx.app.inject({ url, headers });
    expect(answer.statusCode).toBe(200);
    const { previews } = answer.json().data;
    if (previews.remaining === 0) return answer.json().data;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The proof's pixel near its top-left corner (where a `top-left` mark of 20 % is drawn), and far from it. */
async function corners(image: Buffer): Promise<{ near: number[]; far: number[] }> {
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
  const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3)];
  return { near: pixel(Math.round(info.width * 0.03) + 10, Math.round(info.height * 0.03) + 5), far: pixel(info.width - 10, info.height - 10) };
}
const isRed = ([r, g]: number[]) => r! > 180 && g! < 60;

const redPng = () => sharp({ create: { width: 400, height: 100, channels: 4, background: { r: 230, g: 0, b: 0, alpha: 1 } } }).png().toBuffer();
const upload = (url: string, headers: Record<string, string>, data: Buffer, filename = 'mark.png') => {
  const body = multipart([{ name: 'file', filename, data, contentType: 'image/png' }]);
  return ctx.app.inject({ method: 'POST', url, payload: body.payload, headers: { ...body.headers, ...headers } });
};
const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex');

describe('the platform watermark', () => {
  it('is the studio name and PROOF until one is saved', async () => {
    const answer = await ctx.app.inject({ url: PLATFORM, headers: admin });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toMatchObject({ source: 'default', settings: DEFAULT_WATERMARK, hasPicture: false, previews: { remaining: 0 } });
  });

  it('re-marks the proofs already made with an uploaded picture, in the background, leaving the original untouched', async () => {
    const before = await proof();
    const smallBefore = await proof('&w=480&f=webp');
    const [image] = await ctx.db.select().from(images).where(eq(images.id, imageId));
    const original = sha((await ctx.app.storage.get(image!.storageKey))!);

    const answer = await upload(`${PLATFORM}/picture`, admin, await redPng());
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toMatchObject({ source: 'platform', hasPicture: true, settings: { ...DEFAULT_WATERMARK, kind: 'picture' } });
    const done = await remarked(PLATFORM, admin);
    expect(done.previews.total).toBeGreaterThanOrEqual(KEPT_PROOFS);

    const after = await proof();
    expect(sha(after)).not.toBe(sha(before));
    expect(await redness(after)).toBeGreaterThan((await redness(before)) + 5);
    const smallAfter = await proof('&w=480&f=webp');
    expect(await redness(smallAfter)).toBeGreaterThan((await redness(smallBefore)) + 5);
    const [again] = await ctx.db.select().from(images).where(eq(images.id, imageId));
    expect(sha((await ctx.app.storage.get(again!.storageKey))!)).toBe(original);
  });

  it('draws the saved opacity, place and size: a solid mark in one corner leaves the rest of the proof as it was', async () => {
    const answer = await ctx.app.inject({ method: 'PUT', url: PLATFORM, headers: admin, payload: { kind: 'picture', text: 'Sample · PROOF', opacity: 100, position: 'top-left', scale: 20 } });
    expect(answer.statusCode).toBe(200);
    await remarked(PLATFORM, admin);
    const { near, far } = await corners(await proof());
    expect(isRed(near)).toBe(true);
    expect(isRed(far)).toBe(false);
  });

  it("marks the print's live preview with the same mark, a new preview (and ETag) once it changes", async () => {
    const [item] = await ctx.db.select({ id: packageItems.id }).from(packageItems).innerJoin(packages, eq(packages.id, packageItems.packageId)).where(and(eq(packages.name, 'Package A — Deluxe'), eq(packageItems.productCode, '8x10')));
    const url = `/api/customer/jobs/${LINCOLN}/print-preview?${printPreviewSearch({ packageItemId: item!.id, photos: [{ imageUrl: imageUrl(ctx.config.jwtSecret, imageId, 'thumbnail'), crop: null, rotation: 0 }], texts: [null] })}`;
    const marked = await ctx.app.inject({ url });
    expect(marked.statusCode).toBe(200);
    // The platform's mark is now a solid red one in the top-left corner (the test above).
    expect(isRed((await corners(marked.rawPayload)).near)).toBe(true);
    const saved = await ctx.app.inject({ method: 'PUT', url: PLATFORM, headers: admin, payload: { kind: 'text', text: 'Sample · PROOF', opacity: 100, position: 'top-left', scale: 20 } });
    expect(saved.statusCode).toBe(200);
    const text = await ctx.app.inject({ url, headers: { 'if-none-match': marked.headers.etag as string } });
    expect(text.statusCode).toBe(200);
    expect(text.headers.etag).not.toBe(marked.headers.etag);
    expect(isRed((await corners(text.rawPayload)).near)).toBe(false);
    await remarked(PLATFORM, admin);
    // Back to the red picture for the tests below (the picture was kept).
    expect((await ctx.app.inject({ method: 'PUT', url: PLATFORM, headers: admin, payload: { kind: 'picture', text: 'Sample · PROOF', opacity: 100, position: 'top-left', scale: 20 } })).statusCode).toBe(200);
    await remarked(PLATFORM, admin);
  });

  it('shows the mark in force on a sample photo', async () => {
    const answer = await ctx.app.inject({ url: `${PLATFORM}/sample`, headers: admin });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('image/jpeg');
    expect(isRed((await corners(answer.rawPayload)).near)).toBe(true);
    expect((await sharp(answer.rawPayload).metadata()).width).toBe(800);
  });

  it('takes only a readable PNG or JPEG of a sensible size, checked before anything is stored', async () => {
    const gif = await upload(`${PLATFORM}/picture`, admin, Buffer.concat([Buffer.from('GIF89a'), await testJpeg(200, 100)]), 'mark.png');
    expect(gif.statusCode).toBe(415);
    expect(gif.json().errors).toEqual([WATERMARK_MESSAGES.notPicture]);
    const bomb = await upload(`${PLATFORM}/picture`, admin, await pngClaiming(50_000, 50_000));
    expect(bomb.statusCode).toBe(413);
    const broken = await upload(`${PLATFORM}/picture`, admin, Buffer.concat([(await redPng()).subarray(0, 40), Buffer.alloc(200, 7)]));
    expect(broken.statusCode).toBe(400);
    const text = await ctx.app.inject({ method: 'PUT', url: PLATFORM, headers: admin, payload: { ...DEFAULT_WATERMARK, text: 'a\u001bb' } });
    expect(text.statusCode).toBe(400);
  });

  it('is the system administrators\' alone', async () => {
    expect((await ctx.app.inject({ url: PLATFORM, headers: studio })).statusCode).toBe(403);
    expect((await upload(`${PLATFORM}/picture`, studio, await redPng())).statusCode).toBe(403);
  });
});

describe("a studio's own watermark", () => {
  it("shows the platform's until the studio saves its own, which needs its picture before a picture mark", async () => {
    const inherited = await ctx.app.inject({ url: STUDIO, headers: studio });
    expect(inherited.json().data).toMatchObject({ source: 'platform', hasPicture: true });
    const refused = await ctx.app.inject({ method: 'PUT', url: STUDIO, headers: studio, payload: { ...DEFAULT_WATERMARK, kind: 'picture' } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors).toEqual([WATERMARK_MESSAGES.pictureMissing]);
  });

  it("replaces the platform's mark on its proofs only, and removing it brings the platform's back", async () => {
    expect(isRed((await corners(await proof())).near)).toBe(true);
    const platformTotal = (await ctx.app.inject({ url: PLATFORM, headers: admin })).json().data.previews.total;
    const saved = await ctx.app.inject({ method: 'PUT', url: STUDIO, headers: studio, payload: { ...DEFAULT_WATERMARK, text: '{studio} samples' } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ source: 'studio', settings: { kind: 'text', text: '{studio} samples' }, hasPicture: false });
    await remarked(STUDIO, studio);
    expect(isRed((await corners(await proof())).near)).toBe(false);
    // The platform's mark no longer covers this studio's proofs.
    const studioTotal = (await ctx.app.inject({ url: STUDIO, headers: studio })).json().data.previews.total;
    expect(studioTotal).toBeGreaterThan(0);
    expect((await ctx.app.inject({ url: PLATFORM, headers: admin })).json().data.previews.total).toBe(platformTotal - studioTotal);

    const removed = await ctx.app.inject({ method: 'DELETE', url: STUDIO, headers: studio });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.source).toBe('platform');
    await remarked(STUDIO, studio);
    expect(isRed((await corners(await proof())).near)).toBe(true);
  });

  it("is not another studio's to change", async () => {
    expect((await ctx.app.inject({ method: 'PUT', url: '/api/studioadmin/studios/2/watermark', headers: studio, payload: DEFAULT_WATERMARK })).statusCode).toBe(403);
  });
});
