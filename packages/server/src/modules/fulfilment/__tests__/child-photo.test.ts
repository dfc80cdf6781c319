import { PRINT_PHOTO_MISSING } from '@shutterday/domain/staff';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import yauzl from 'yauzl';
import { images, orderLines, orderPrintFiles, orders, packageItemImageNodes, packageItems } from '../../../db/schema';
import { createTestApp, type TestContext } from '../../../test-support/app';
import { bearer, loginStudioAdmin } from '../../../test-support/auth';
import { BONUS_WALLETS, CHECKOUT_DETAILS, customerClient, GOOD_CARD, LINCOLN, PACKAGE_A, PACKAGE_C, packageId, subjectWithToken } from '../../../test-support/ordering';

let ctx: TestContext;
let auth: { authorization: string };
const JOB = `/api/studioadmin/studios/1/organizations/1/jobs/${LINCOLN}`;
const FULFILMENT = `/api/studioadmin/studios/1/jobs/${LINCOLN}/fulfilment`;
const call = (method: 'GET' | 'POST', url: string, payload?: object) => ctx.app.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) });

interface Detail {
  orderNumber: string;
  printFiles: { ready: number; total: number; failed: number };
  lines: Array<{ items: Array<{ productCode: string; photos: Array<{ nodeName: string; imageId: number | null }>; printFiles: Array<{ id: number; status: string; failureReason: string | null }> }> }>;
}

/** The order once every print file the worker was given is made (or failed). */
async function whenFilesDone(orderNumber: string): Promise<Detail> {
  for (;;) {
    const detail = (await call('GET', `${FULFILMENT}/orders/${orderNumber}`)).json().data as Detail;
    if (detail.printFiles.total > 0 && detail.printFiles.ready + detail.printFiles.failed === detail.printFiles.total) return detail;
    // The worker runs beside the test: read again shortly.
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const photosOf = (detail: Detail) => detail.lines.flatMap((line) => line.items.flatMap((item) => item.photos.map((photo) => photo.imageId)));

/** A paper envelope for the child, paid in cash: its order number. */
async function envelope(subjectId: number, lines: object[]): Promise<string> {
  const entryKey = randomUUID();
  expect((await call('POST', `${JOB}/checkout/contact`, { entryKey, firstName: 'Jordan', lastName: 'Lee', email: 'jordan@family.test' })).statusCode).toBe(200);
  const saved = await call('POST', `${JOB}/entry/orders`, { entryKey, subjectId, lines, payment: { method: 'cash' } });
  expect([saved.statusCode, saved.json().errors]).toEqual([201, undefined]);
  return String(saved.json().data.orderNumber);
}

async function zipNames(orderNumber: string): Promise<string[]> {
  const zip = await call('GET', `${FULFILMENT}/lab-export.zip?shipping=batch&orders=${orderNumber}`);
  expect(zip.statusCode).toBe(200);
  return new Promise((resolve, reject) =>
    yauzl.fromBuffer(zip.rawPayload, { lazyEntries: true }, (error, file) => {
      if (error || !file) return reject(error);
      const names: string[] = [];
      file.on('entry', (entry: yauzl.Entry) => {
        names.push(entry.fileName);
        file.readEntry();
      });
      file.on('end', () => resolve(names));
      file.readEntry();
    }),
  );
}

let a: number;
let c: number;
let wallets: number;
let twoPhotos: { id: number; photos: number[] };
let onePhoto: { id: number; photo: number; token: string };

beforeAll(async () => {
  ctx = await createTestApp();
  auth = bearer((await loginStudioAdmin(ctx.app)).token);
  a = await packageId(ctx.db, PACKAGE_A);
  c = await packageId(ctx.db, PACKAGE_C);
  wallets = await packageId(ctx.db, BONUS_WALLETS);
  // Packages as the package form used to build them from a catalogue item: each photo place labelled "Portrait".
  const items = await ctx.db.select({ id: packageItems.id }).from(packageItems).where(inArray(packageItems.packageId, [a, c, wallets]));
  await ctx.db.update(packageItemImageNodes).set({ name: 'Portrait' }).where(inArray(packageItemImageNodes.packageItemId, items.map((item) => item.id)));

  const ofSubject = async (subjectId: number) => (await ctx.db.select({ id: images.id }).from(images).where(eq(images.subjectId, subjectId)).orderBy(images.id)).map((row) => row.id);
  const two = (await subjectWithToken(ctx.app, ctx.db, LINCOLN, 3)).subject;
  twoPhotos = { id: two.id, photos: await ofSubject(two.id) };
  expect(twoPhotos.photos.length).toBeGreaterThanOrEqual(2);
  // A child photographed once: the other poses belong to another child.
  const one = await subjectWithToken(ctx.app, ctx.db, LINCOLN, 4);
  const [first] = await ofSubject(one.subject.id);
  const other = (await subjectWithToken(ctx.app, ctx.db, LINCOLN, 5)).subject;
  await ctx.db.update(images).set({ subjectId: other.id }).where(and(eq(images.subjectId, one.subject.id), ne(images.id, first!)));
  onePhoto = { id: one.subject.id, photo: first!, token: one.token };
});
afterAll(() => ctx.close());

describe("a photo place labelled by the studio (\"Portrait\") holds the child's photo", () => {
  it('an envelope prints the pose written on it in every place, every file ready', async () => {
    const pose2 = twoPhotos.photos[1]!;
    const detail = await whenFilesDone(await envelope(twoPhotos.id, [{ packageId: a, imageId: pose2 }, { packageId: wallets, imageId: pose2 }]));
    expect(new Set(photosOf(detail))).toEqual(new Set([pose2]));
    // Package A's 8x10, 5x7, 3.5x5 and wallet sheet, and the bonus wallet sheet.
    expect(detail.printFiles).toEqual({ ready: 5, total: 5, failed: 0 });
  });

  it('an envelope without a pose, for a child with one photo, prints that photo', async () => {
    const detail = await whenFilesDone(await envelope(onePhoto.id, [{ packageId: c, imageId: null }]));
    expect(new Set(photosOf(detail))).toEqual(new Set([onePhoto.photo]));
    expect(detail.printFiles).toEqual({ ready: 2, total: 2, failed: 0 });
  });

  it("a parent's package for a one-photo child is complete with that photo, chosen by itself", async () => {
    const client = customerClient(ctx.app);
    const added = await client.post(`/api/customer/jobs/${LINCOLN}/cartpackages`, { packageId: c, subjectId: onePhoto.id, subjectToken: onePhoto.token, orderMethod: 'Prepay' });
    expect(added.statusCode).toBe(201);
    const cart = (await client.get(`/api/customer/jobs/${LINCOLN}/cart/details?orderMethod=Prepay`)).json().data;
    const nodes = cart.cartPackages[0].cartPackageItems.flatMap((item: { imageNodes: Array<{ subjectImageId: number | null }> }) => item.imageNodes);
    expect(nodes.map((node: { subjectImageId: number | null }) => node.subjectImageId)).toEqual([onePhoto.photo, onePhoto.photo]);
    expect((await client.post(`/api/customer/jobs/${LINCOLN}/checkout`, CHECKOUT_DETAILS)).statusCode).toBe(200);
    expect((await client.post(`/api/customer/jobs/${LINCOLN}/checkout/submit`, { paymentToken: GOOD_CARD })).statusCode).toBe(201);
  });
});

describe('a print that lacks its photo', () => {
  it('is never ready and never reaches the lab: a new file fails with the reason, a file made before is left out of the ZIP', async () => {
    const orderNumber = await envelope(twoPhotos.id, [{ packageId: c, imageId: twoPhotos.photos[0]! }]);
    const made = await whenFilesDone(orderNumber);
    expect(made.printFiles).toEqual({ ready: 2, total: 2, failed: 0 });
    expect((await zipNames(orderNumber)).filter((name) => name.endsWith('.jpg'))).toHaveLength(2);

    // The order as one placed before photo places were read this way keeps it: its first item has no photo.
    const [order] = await ctx.db.select({ id: orders.id }).from(orders).where(eq(orders.orderNumber, Number(orderNumber)));
    const [line] = await ctx.db.select().from(orderLines).where(eq(orderLines.orderId, order!.id));
    const details = line!.details as { items: Array<{ imageNodes: Array<{ subjectImageId: number | null }> }> };
    details.items[0]!.imageNodes[0]!.subjectImageId = null;
    await ctx.db.update(orderLines).set({ details }).where(eq(orderLines.id, line!.id));

    const names = await zipNames(orderNumber);
    expect(names.filter((name) => name.endsWith('.jpg'))).toEqual([`${orderNumber}-01-02-3-5x5.jpg`]);
    const after = (await call('GET', `${FULFILMENT}/orders/${orderNumber}`)).json().data as Detail;
    expect(after.printFiles).toEqual({ ready: 1, total: 2, failed: 1 });
    expect(after.lines[0]!.items[0]!.printFiles[0]).toMatchObject({ status: 'failed', failureReason: PRINT_PHOTO_MISSING });

    // A reprint of it is not made either: it fails at once, with the reason.
    const reprint = await call('POST', `${FULFILMENT}/orders/${orderNumber}/reprints`, { line: 1, item: 1, reason: 'Try again' });
    expect(reprint.statusCode).toBe(201);
    const done = await whenFilesDone(orderNumber);
    expect(done.printFiles).toEqual({ ready: 1, total: 3, failed: 2 });
    const files = await ctx.db.select().from(orderPrintFiles).where(eq(orderPrintFiles.orderId, order!.id));
    expect(files.find((file) => file.reprint === 1)).toMatchObject({ status: 'failed', failureReason: PRINT_PHOTO_MISSING, storageKey: null });
  });

  it('a printed item with no photo place at all gets a file that fails, so the order does not look complete', async () => {
    const orderNumber = await envelope(twoPhotos.id, [{ packageId: c, imageId: twoPhotos.photos[0]! }]);
    await whenFilesDone(orderNumber);
    // As an order of a package saved without a photo on its print: no place on its first item, no files yet.
    const [order] = await ctx.db.select({ id: orders.id }).from(orders).where(eq(orders.orderNumber, Number(orderNumber)));
    const [line] = await ctx.db.select().from(orderLines).where(eq(orderLines.orderId, order!.id));
    const details = line!.details as { items: Array<{ imageNodes: unknown[] }> };
    details.items[0]!.imageNodes = [];
    await ctx.db.update(orderLines).set({ details }).where(eq(orderLines.id, line!.id));
    await ctx.db.delete(orderPrintFiles).where(eq(orderPrintFiles.orderId, order!.id));

    const done = await whenFilesDone(orderNumber);
    expect(done.printFiles).toEqual({ ready: 1, total: 2, failed: 1 });
    expect(done.lines[0]!.items[0]!.printFiles[0]).toMatchObject({ status: 'failed', failureReason: PRINT_PHOTO_MISSING });
  });
});
