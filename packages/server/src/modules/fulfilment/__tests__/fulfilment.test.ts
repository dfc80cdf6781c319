import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import yauzl from 'yauzl';
import { images, mailLog, orderPrintFiles, orders, packageAddons } from '../../../db/schema';
import { readPdf } from '../../../test-support/read-pdf';
import { CHECKOUT_DETAILS, customerClient, GOOD_CARD, LINCOLN, PACKAGE_A, packageId, SINGLE_DIGITAL, subjectWithToken } from '../../../test-support/ordering';
import { studioAdminTestApp } from '../../../test-support/studio-admin';

const session = studioAdminTestApp();

const base = `/api/studioadmin/studios/1/jobs/${LINCOLN}/fulfilment`;
const get = (url: string) => session.ctx.app.inject({ url: `${base}${url}`, headers: session.auth });
const post = (url: string, payload: object) => session.ctx.app.inject({ method: 'POST', url: `${base}${url}`, headers: session.auth, payload });

/** A parent's paid order of the named packages; batch = Studio Shipping with the school. */
async function placeOrder(names: string[], subjectIndex: number, batch = false, { retouch = false } = {}): Promise<string> {
  const client = customerClient(session.ctx.app);
  const job = `/api/customer/jobs/${LINCOLN}`;
  const { subject, token } = await subjectWithToken(session.ctx.app, session.ctx.db, LINCOLN, subjectIndex);
  for (const name of names) expect((await client.post(`${job}/cartpackages`, { packageId: await packageId(session.ctx.db, name), subjectId: subject.id, subjectToken: token, orderMethod: 'Prepay' })).statusCode).toBe(201);
  if (retouch) expect((await client.post(`${job}/cartOrderServices`, { subjectId: subject.id })).statusCode).toBe(200);
  const details = batch ? { ...CHECKOUT_DETAILS, isPartOfBatchOrder: true, shippingOption: null, mailToHome: false } : CHECKOUT_DETAILS;
  expect((await client.post(`${job}/checkout`, details)).statusCode).toBe(200);
  const placed = await client.post(`${job}/checkout/submit`, { paymentToken: GOOD_CARD });
  expect(placed.statusCode).toBe(201);
  return String(placed.json().data.orderNumber);
}

/** Every entry of a ZIP by name. */
function unzip(data: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) =>
    yauzl.fromBuffer(data, { lazyEntries: true }, (error, file) => {
      if (error || !file) return reject(error);
      const found = new Map<string, Buffer>();
      file.on('entry', (entry: yauzl.Entry) =>
        file.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            found.set(entry.fileName, Buffer.concat(chunks));
            file.readEntry();
          });
        }),
      );
      file.on('end', () => resolve(found));
      file.readEntry();
    }),
  );
}

/** The manifest's rows (header first), each split into its cells by the manifest's own header. */
function manifestOf(entries: Map<string, Buffer>): Array<Record<string, string>> {
  // RFC 4180 as csv-stringify writes it: a cell in quotes may hold commas and doubled quotes.
  const cellsOf = (line: string) => [...line.matchAll(/(?:^|,)("(?:[^"]|"")*"|[^,]*)/g)].map(([, cell]) => (cell!.startsWith('"') ? cell!.slice(1, -1).replace(/""/g, '"') : cell!));
  const [header, ...rows] = entries.get('manifest.csv')!.toString('utf8').replace(/^\uFEFF/, '').trim().split('\n').map(cellsOf);
  return rows.map((cells) => Object.fromEntries(header!.map((name, i) => [name, cells[i]!])));
}

/** The text of a PDF, every page. */
const pdfText = async (pdf: Buffer) => (await readPdf(pdf)).map((page) => page.text).join('\n');

/** The order once every print file the worker was given is made (or failed). */
async function whenFilesDone(orderNumber: string) {
  for (;;) {
    const detail = (await get(`/orders/${orderNumber}`)).json().data;
    if (detail.printFiles.total > 0 && detail.printFiles.ready + detail.printFiles.failed === detail.printFiles.total) return detail;
    // The worker runs beside the test: read again shortly (pg-boss hands out jobs once a second).
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the studio fulfils a paid order', () => {
  let home: string;
  let batch: string;
  beforeAll(async () => {
    home = await placeOrder([PACKAGE_A, SINGLE_DIGITAL], 7);
    batch = await placeOrder([PACKAGE_A], 8, true);
  });

  it('shows the ship-to address, every item with its photo, crop and texts, and renders its print files in the background', async () => {
    const detail = await whenFilesDone(home);
    expect(detail).toMatchObject({ orderNumber: home, fulfilmentStatus: 'paid', shipping: 'individual', shipTo: '18 Maple Street, Springfield, IL 62704', shipToAddress: { line1: '18 Maple Street' } });
    const items = detail.lines.flatMap((line: { items: unknown[] }) => line.items);
    const printed = items.filter((item: { digital: boolean }) => !item.digital);
    expect(printed.length).toBeGreaterThan(0);
    expect(items.some((item: { digital: boolean; printFiles: unknown[] }) => item.digital && item.printFiles.length === 0)).toBe(true);
    expect(detail.printFiles).toEqual({ ready: printed.length, total: printed.length, failed: 0 });
    const photo = printed[0].photos[0];
    expect(photo).toMatchObject({ imageId: expect.any(Number), width: expect.any(Number), height: expect.any(Number), viewUrl: expect.stringContaining('/api/customer/images/') });
    const file = printed[0].printFiles[0];
    expect(file.fileName).toMatch(new RegExp(`^${home}-01-\\d\\d`));
    const download = await get(`/orders/${home}/print-files/${file.id}`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toContain(file.fileName);
    const meta = await sharp(download.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', density: 300, width: file.width, height: file.height });
    // The package's 8x10, drawn by the product renderer at its true size.
    expect(printed[0].productCode).toBe('8x10');
    expect([meta.width, meta.height].sort()).toEqual([2400, 3000]);
    expect(printed[0].copies).toBe(1);
    expect(printed.find((item: { productCode: string }) => item.productCode === '5x7').copies).toBe(2);
    const preview = await sharp((await get(`/orders/${home}/print-files/${file.id}?size=preview`)).rawPayload).metadata();
    expect(preview.width).toBeLessThan(meta.width!);
  });

  it('says a batch order goes with the school, and lists it in Batch only', async () => {
    expect((await get(`/orders/${batch}`)).json().data).toMatchObject({ shipping: 'batch', shipTo: "Studio Shipping — with the school's batch", shipToAddress: null });
    const batchList = (await get('/orders?shipping=batch')).json().data.resultItems.map((row: { orderNumber: string }) => row.orderNumber);
    const homeList = (await get('/orders?shipping=individual')).json().data.resultItems.map((row: { orderNumber: string }) => row.orderNumber);
    expect(batchList).toContain(batch);
    expect(batchList).not.toContain(home);
    expect(homeList).toContain(home);
    expect(homeList).not.toContain(batch);
  });

  it('lists a digital-only order in neither list: nothing of it ships', async () => {
    // A studio may sell a download on its own: the seeded one made a package a parent can buy alone.
    await session.ctx.db.update(packageAddons).set({ type: 'standard', requiresStandard: false }).where(eq(packageAddons.packageId, await packageId(session.ctx.db, SINGLE_DIGITAL)));
    const [digitalBatch, digitalHome] = [await placeOrder([SINGLE_DIGITAL], 11, true), await placeOrder([SINGLE_DIGITAL], 12)];
    const listed = [...(await get('/orders?shipping=batch')).json().data.resultItems, ...(await get('/orders?shipping=individual')).json().data.resultItems].map((row: { orderNumber: string }) => row.orderNumber);
    expect(listed).toEqual(expect.arrayContaining([batch, home]));
    expect(listed).not.toContain(digitalBatch);
    expect(listed).not.toContain(digitalHome);
    expect((await get(`/orders/${digitalBatch}`)).json().data.printFiles).toEqual({ ready: 0, total: 0, failed: 0 });
  });

  it('moves paid → in production → shipped → delivered, e-mails the parent once when shipped, and refuses a skipped step', async () => {
    expect((await post('/status', { orderNumbers: [home], status: 'shipped', carrier: 'UPS', trackingNumber: '1Z1' })).json()).toEqual({ errors: [`Order ${home} is paid: it cannot move to shipped`] });
    expect((await post('/status', { orderNumbers: [home], status: 'in_production' })).json().data).toEqual({ changed: [home], status: 'in_production' });
    const noTracking = await post('/status', { orderNumbers: [home], status: 'shipped' });
    expect(noTracking.statusCode).toBe(409);
    expect(noTracking.json()).toEqual({ errors: ['Shipping needs the carrier and the tracking number'] });
    expect((await post('/status', { orderNumbers: [home], status: 'shipped', carrier: 'UPS', trackingNumber: '1Z999AA10123456784' })).statusCode).toBe(200);
    expect((await post('/status', { orderNumbers: [home], status: 'shipped', carrier: 'UPS', trackingNumber: '1Z999AA10123456784' })).json().data.changed).toEqual([]);
    const mails = (await session.ctx.db.select().from(mailLog)).filter((mail) => mail.subject.includes(`#${home} has shipped`));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe('pat.parent@example.test');
    expect(mails[0]!.text).toContain('1Z999AA10123456784');
    // In the studio's name, as every parent's e-mail (the demo studio has no logo: its name heads the HTML part).
    expect(mails[0]!.text.startsWith('Demo Photo Co\n')).toBe(true);
    expect(mails[0]!.html).toContain('>Demo Photo Co</h1>');
    expect((await get(`/orders/${home}`)).json().data).toMatchObject({ fulfilmentStatus: 'shipped', carrier: 'UPS', trackingNumber: '1Z999AA10123456784' });
    expect((await post('/status', { orderNumbers: [home], status: 'delivered' })).statusCode).toBe(200);
  });

  it('moves a whole batch at once, all or nothing', async () => {
    const moved = await post('/status', { wholeList: 'batch', status: 'in_production' });
    expect(moved.json().data.changed).toContain(batch);
    const [row] = await session.ctx.db.select().from(orders).where(eq(orders.orderNumber, Number(batch)));
    expect(row!.fulfilmentStatus).toBe('in_production');
    expect((await post('/status', { orderNumbers: [batch, '999999'], status: 'paid' })).statusCode).toBe(404);
    expect((await post('/status', { orderNumbers: [batch], wholeList: 'batch', status: 'paid' })).statusCode).toBe(400);
  });

  it('reprints an item with its reason, at no charge, as a new file', async () => {
    const before = await whenFilesDone(batch);
    const charged = async () => (await session.ctx.db.select().from(orders).where(eq(orders.orderNumber, Number(batch))))[0]!.total;
    const totalBefore = await charged();
    const reprint = await post(`/orders/${batch}/reprints`, { line: 1, item: before.lines[0].items.findIndex((i: { digital: boolean }) => !i.digital) + 1, reason: 'Smudged in the lab' });
    expect(reprint.statusCode).toBe(201);
    expect(reprint.json().data).toMatchObject({ reprint: 1, reason: 'Smudged in the lab', fileName: expect.stringContaining('-reprint1.jpg') });
    const after = await whenFilesDone(batch);
    expect(after.printFiles.total).toBe(before.printFiles.total + 1);
    expect(await charged()).toBe(totalBefore);
    expect((await post(`/orders/${batch}/reprints`, { line: 1, item: 1, reason: '' })).statusCode).toBe(400);
  });

  it('downloads the lab export: a ZIP of the ready files named by order and item, and its manifest, with its exact size', async () => {
    await whenFilesDone(batch);
    const zip = await get(`/lab-export.zip?shipping=batch&orders=${batch}`);
    expect(zip.statusCode).toBe(200);
    expect(Number(zip.headers['content-length'])).toBe(zip.rawPayload.length);
    const entries = await unzip(zip.rawPayload);
    const names = [...entries.keys()];
    // One manifest row per file; the package's two 5x7 are two copies of one file.
    const manifest = entries.get('manifest.csv')!.toString('utf8').replace(/^\uFEFF/, '').trim().split('\n');
    expect(manifest[0]).toBe('file,order_number,line,item,product_code,item_name,copies,width_px,height_px,child,group,organization,ship_to_name,ship_to,reprint_reason');
    expect(manifest).toHaveLength(names.length);
    expect(manifest.find((row) => row.includes('-5x7.jpg'))!.split(',')[6]).toBe('2');
    expect(manifest.find((row) => row.includes('-reprint1.jpg'))).toContain('Smudged in the lab');
    const first = entries.get(names.find((name) => name.endsWith('.jpg'))!)!;
    expect((await sharp(first).metadata()).density).toBe(300);
    expect(names).toContain('manifest.csv');
    expect(names.filter((name) => name.startsWith(`${batch}-`)).length).toBe(Number(zip.headers['x-print-files']));
    expect(names.some((name) => name.endsWith('-reprint1.jpg'))).toBe(true);
    // The reprint replaces the print it redoes; the order's other prints still go (it is in production, not delivered).
    const reprinted = names.find((name) => name.endsWith('-reprint1.jpg'))!;
    expect(names).not.toContain(reprinted.replace('-reprint1', ''));
    expect(names.filter((name) => name.endsWith('.jpg') && !name.includes('-reprint')).length).toBeGreaterThan(0);
    // The lab addresses the parcel: a batch order goes to the school with the others.
    const batchDetail = (await get(`/orders/${batch}`)).json().data;
    expect(manifestOf(entries).map((row) => [row.ship_to_name, row.ship_to])).toEqual(names.filter((name) => name.endsWith('.jpg')).map(() => [batchDetail.organization, "Studio Shipping — with the school's batch"]));
  });

  it('ends the lab export at once when a print file in storage is not the one its row names, and goes on serving', async () => {
    const [order] = await session.ctx.db.select({ id: orders.id }).from(orders).where(eq(orders.orderNumber, Number(batch)));
    // The reprint: the lab export sends it (it replaces the print it redoes, which stays out).
    const [file] = await session.ctx.db.select().from(orderPrintFiles).where(and(eq(orderPrintFiles.orderId, order!.id), eq(orderPrintFiles.status, 'ready'))).orderBy(desc(orderPrintFiles.reprint)).limit(1);
    expect(file!.reprint).toBe(1);
    const kept = (await session.ctx.storage.get(file!.storageKey!))!;
    await session.ctx.storage.put(file!.storageKey!, kept.subarray(0, 100));
    try {
      const cut = await get(`/lab-export.zip?shipping=batch&orders=${batch}`).then((answer) => answer.rawPayload.length < Number(answer.headers['content-length']), () => true);
      expect(cut).toBe(true);
      expect((await get(`/orders/${batch}`)).statusCode).toBe(200);
    } finally {
      await session.ctx.storage.put(file!.storageKey!, kept);
    }
  });

  it('draws the work order and the packing list as PDFs', async () => {
    const work = await get(`/orders/${home}/work-order.pdf`);
    expect(work.statusCode).toBe(200);
    expect(work.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const packing = await get('/packing-list.pdf?shipping=batch');
    expect(packing.statusCode).toBe(200);
    expect(packing.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('names each photo by its pose and file name, with a thumbnail, on the order page and the work order', async () => {
    const chosen = (await whenFilesDone(home)).lines[0].items.find((item: { digital: boolean }) => !item.digital).photos[0];
    // Photos uploaded by the studio keep their file name (the seeded ones have none).
    await session.ctx.db.update(images).set({ fileName: 'IMG_0042.jpg' }).where(eq(images.id, chosen.imageId));
    const photo = (await get(`/orders/${home}`)).json().data.lines[0].items.find((item: { digital: boolean }) => !item.digital).photos[0];
    const [image] = await session.ctx.db.select().from(images).where(eq(images.id, photo.imageId));
    const poses = await session.ctx.db.select({ id: images.id }).from(images).where(eq(images.subjectId, image!.subjectId!)).orderBy(asc(images.sortOrder), asc(images.id));
    const pose = `Pose ${poses.findIndex((p) => p.id === photo.imageId) + 1}`;
    expect(photo).toMatchObject({ label: pose, fileName: 'IMG_0042.jpg', thumbnailUrl: expect.stringMatching(new RegExp(`^/api/customer/images/${photo.imageId}/thumbnail\\?`)) });
    const text = (await pdfText((await get(`/orders/${home}/work-order.pdf`)).rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain(`${photo.nodeName}: ${pose} (IMG_0042.jpg)`);
    expect(text).not.toContain(`photo ${photo.imageId}`);
  });

  it('lists a retouch once, on the order page and the work order', async () => {
    const retouched = await placeOrder([PACKAGE_A], 9, false, { retouch: true });
    const detail = (await get(`/orders/${retouched}`)).json().data;
    expect(detail.services).toEqual([{ name: expect.stringMatching(/retouch/i), subjectName: detail.lines[0].subjectName, detail: 'Retouch every photo of this child in the order' }]);
    const text = await pdfText((await get(`/orders/${retouched}/work-order.pdf`)).rawPayload);
    expect(text.split(detail.services[0].name).length - 1).toBe(1);
  });

  it("shows the parent where the prints are: shipped or delivered, with the carrier and tracking number; nothing for a download alone", async () => {
    const parent = customerClient(session.ctx.app);
    const lookup = async (orderNumber: string) => (await parent.get(`/api/customer/cart/search/?orderNumber=${orderNumber}&email=${encodeURIComponent(CHECKOUT_DETAILS.customer.email)}`)).json().data;
    expect((await lookup(home)).delivery).toEqual({ status: 'delivered', carrier: 'UPS', trackingNumber: '1Z999AA10123456784' });
    expect((await lookup(batch)).delivery).toEqual({ status: 'in_production', carrier: null, trackingNumber: null });
    expect((await lookup(await placeOrder([SINGLE_DIGITAL], 13))).delivery).toBeNull();
  });

  it('sends only the reprint of a delivered order to the lab, addressed to the parent', async () => {
    const before = await whenFilesDone(home);
    const item = before.lines[0].items.findIndex((i: { digital: boolean }) => !i.digital) + 1;
    expect((await post(`/orders/${home}/reprints`, { line: 1, item, reason: 'Torn in the post' })).statusCode).toBe(201);
    await whenFilesDone(home);
    const entries = await unzip((await get(`/lab-export.zip?shipping=individual&orders=${home}`)).rawPayload);
    const reprint = [...entries.keys()].filter((name) => name.endsWith('.jpg'));
    expect(reprint).toEqual([expect.stringMatching(new RegExp(`^${home}-01-0${item}-.*-reprint1\\.jpg$`))]);
    expect(manifestOf(entries)).toEqual([expect.objectContaining({ file: reprint[0], ship_to_name: before.customerName, ship_to: '18 Maple Street, Springfield, IL 62704', reprint_reason: 'Torn in the post' })]);
  });

  it('flags an order the school is billed for on the packing list, so it is not handed over as paid', async () => {
    const entry = '/api/studioadmin/studios/1/organizations/1/jobs/1';
    const child = (await session.ctx.app.inject({ url: `${entry}/entry/subjects?search=ava%20john`, headers: session.auth })).json().data[0];
    const entryKey = randomUUID();
    await session.ctx.app.inject({ method: 'POST', url: `${entry}/checkout/contact`, headers: session.auth, payload: { entryKey, firstName: 'Sam', lastName: 'Rivera', email: '' } });
    const saved = await session.ctx.app.inject({ method: 'POST', url: `${entry}/entry/orders`, headers: session.auth, payload: { entryKey, subjectId: child.id, lines: [{ packageId: await packageId(session.ctx.db, PACKAGE_A) }], payment: { method: 'invoice' } } });
    expect(saved.statusCode).toBe(201);
    const unpaid = String(saved.json().data.orderNumber);
    const rows = (await get('/orders?shipping=batch&pageSize=100')).json().data.resultItems;
    expect(rows.find((row: { orderNumber: string }) => row.orderNumber === unpaid)).toMatchObject({ unpaid: true });
    expect(rows.find((row: { orderNumber: string }) => row.orderNumber === batch)).toMatchObject({ unpaid: false });
    const text = (await pdfText((await get('/packing-list.pdf?shipping=batch')).rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain(`[ ] UNPAID (bill the school): collect payment first · ${child.firstName} ${child.lastName} — order ${unpaid}`);
    expect(text).toMatch(new RegExp(`\\[ \\] [^\\[]* — order ${batch},`));
    expect(text).not.toMatch(new RegExp(`UNPAID[^\\[]* — order ${batch},`));
  });

  it("answers 404 for another studio's job and an unknown order", async () => {
    expect((await session.ctx.app.inject({ url: `/api/studioadmin/studios/1/jobs/999999/fulfilment/orders?shipping=batch`, headers: session.auth })).statusCode).toBe(404);
    expect((await get('/orders/999999')).statusCode).toBe(404);
  });
});

describe('an order paid before print files existed (the demo order)', () => {
  it('gets its print files the first time the studio opens it, and shows its address and photos', async () => {
    const detail = await whenFilesDone('100001');
    expect(detail).toMatchObject({ orderNumber: '100001', shipping: 'individual', shipTo: '18 Maple Street, Springfield, IL 62704' });
    expect(detail.printFiles.failed).toBe(0);
    expect(detail.lines[0].items[0].photos[0].imageId).toEqual(expect.any(Number));
  });
});
