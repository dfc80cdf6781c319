import { eq } from 'drizzle-orm';
import { cartPackages, carts, packages } from '../../../db/schema';
import { createTestApp, type TestContext } from '../../../test-support/app';
import {
  BONUS_WALLETS, customerClient, EXTRA_5X7, LINCOLN, PACKAGE_A, PACKAGE_C, packageId, subjectWithToken, type CustomerClient,
} from '../../../test-support/ordering';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const base = `/api/customer/jobs/${LINCOLN}`;

async function addPackage(client: CustomerClient, name: string, extra: Record<string, unknown> = {}) {
  const { subject, token } = await subjectWithToken(ctx.app, ctx.db);
  return client.post(`${base}/cartpackages`, { packageId: await packageId(ctx.db, name), subjectId: subject.id, subjectToken: token, orderMethod: 'Prepay', quantity: 1, ...extra });
}

describe('the cart', () => {
  it('needs a cart key and answers an empty cart before the first package', async () => {
    expect((await ctx.app.inject({ url: `${base}/cart` })).json()).toEqual({ errors: ['A cart key is required (header x-cart-key)'] });
    const client = customerClient(ctx.app);
    expect((await client.get(`${base}/cart?orderMethod=Prepay`)).json().data).toMatchObject({ id: null, packageCount: 0, total: 0 });
    expect((await client.get(`${base}/cart/details`)).json().data).toMatchObject({ id: 0, cartPackages: [] });
  });

  it('adds a standard package with the nodes filled by default and the catalogue price', async () => {
    const client = customerClient(ctx.app);
    const response = await addPackage(client, PACKAGE_A);
    expect(response.statusCode).toBe(201);
    const { cart } = response.json().data;
    expect(cart).toMatchObject({ total: 4900, hasStandardPackage: true, incompleteCartPackageIds: [] });
    const line = cart.cartPackages[0];
    expect(line).toMatchObject({ price: 4900, quantity: 1 });
    const eight = line.cartPackageItems.find((i: { productCode: string }) => i.productCode === '8x10');
    expect(eight.imageNodes[0].subjectImageId).toEqual(expect.any(Number));
    expect(eight.imageNodes[0].imageThumbnailUrl).toMatch(/^\/api\/customer\/images\/\d+\/thumbnail\?e=\d+&s=/);
    expect(eight.textNodes[0].value).toBe(line.subjectName);
    expect((await client.get(`${base}/cart`)).json().data).toMatchObject({ packageCount: 1, total: 4900, orderMethod: 'Prepay' });
  });

  it('refuses an add-on without a standard package, and one below its minimum', async () => {
    const client = customerClient(ctx.app);
    expect((await addPackage(client, EXTRA_5X7)).json()).toEqual({ errors: ['Add a standard package first: this package is an add-on'] });
    await addPackage(client, PACKAGE_C);
    expect((await addPackage(client, BONUS_WALLETS)).json()).toEqual({ errors: ['This add-on needs a cart of at least $40.00 before add-ons'] });
  });

  it('revalidates add-ons after a quantity change and says which it removed', async () => {
    const client = customerClient(ctx.app);
    const standard = (await addPackage(client, PACKAGE_C, { quantity: 2 })).json().data.cartPackageId;
    expect((await addPackage(client, BONUS_WALLETS)).statusCode).toBe(201);
    const after = await client.patch(`${base}/cartpackages/${standard}`, { quantity: 1 });
    expect(after.statusCode).toBe(200);
    const data = after.json().data;
    expect(data.removedAddons.map((p: { price: number }) => p.price)).toEqual([900]);
    expect(data.cart.cartPackages).toHaveLength(1);
    expect(data.cart.total).toBe(2500);
  });

  it('refuses tampered prices and quantities with a 400 and changes nothing', async () => {
    const client = customerClient(ctx.app);
    const line = (await addPackage(client, PACKAGE_A)).json().data.cartPackageId;
    expect((await addPackage(client, PACKAGE_A, { price: 1 })).json()).toEqual({ errors: ['price: Prices are set by the studio and cannot be sent'] });
    for (const quantity of [1.5, -1, 100, '2']) {
      const response = await client.patch(`${base}/cartpackages/${line}`, { quantity });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual(['quantity: Quantity must be a whole number from 0 to 99']);
    }
    expect((await client.patch(`${base}/cartpackages/${line}`, { price: 100 })).statusCode).toBe(400);
    const [row] = await ctx.db.select().from(cartPackages).where(eq(cartPackages.id, line));
    expect(row).toMatchObject({ quantity: 1, price: 4900 });
    expect((await client.get(`${base}/cart/details`)).json().data.total).toBe(4900);
  });

  it('answers "An error occurred" for a package or subject that does not match', async () => {
    const client = customerClient(ctx.app);
    const { subject, token } = await subjectWithToken(ctx.app, ctx.db);
    const unknownPackage = await client.post(`${base}/cartpackages`, { packageId: 99999, subjectId: subject.id, subjectToken: token, orderMethod: 'Prepay' });
    expect(unknownPackage.json()).toEqual({ errors: ['An error occurred'] });
    const pkg = await packageId(ctx.db, PACKAGE_A);
    const foreignNode = await client.post(`${base}/cartpackages`, { packageId: pkg, subjectId: subject.id, subjectToken: token, orderMethod: 'Prepay', imageNodes: [{ packageItemImageNodeId: 99999 }] });
    expect(foreignNode.json()).toEqual({ errors: ['An error occurred'] });
    const otherSubject = await client.post(`${base}/cartpackages`, { packageId: pkg, subjectId: subject.id + 1, subjectToken: token, orderMethod: 'Prepay' });
    expect(otherSubject.statusCode).toBe(403);
  });

  it('removes a line at quantity 0; the last standard takes the add-ons and deletes the cart', async () => {
    const client = customerClient(ctx.app);
    const standard = (await addPackage(client, PACKAGE_A)).json().data.cartPackageId;
    await addPackage(client, EXTRA_5X7);
    const cartId = (await client.get(`${base}/cart`)).json().data.id;
    const removed = await client.patch(`${base}/cartpackages/${standard}`, { quantity: 0 });
    expect(removed.json().data).toMatchObject({ cartDeleted: true, removedAddons: [expect.objectContaining({ price: 1200 })], cart: { id: 0, cartPackages: [] } });
    expect(await ctx.db.select().from(carts).where(eq(carts.id, cartId))).toEqual([]);
  });

  it('deletes the last standard with DELETE the same way', async () => {
    const client = customerClient(ctx.app);
    const standard = (await addPackage(client, PACKAGE_A)).json().data.cartPackageId;
    await addPackage(client, BONUS_WALLETS);
    const response = await client.delete(`${base}/cartpackages/${standard}`);
    expect(response.json().data).toMatchObject({ cartDeleted: true });
    expect(response.json().data.removedAddons).toHaveLength(1);
  });

  it('edits text and image nodes: text filtered, crop rounded, rotation normalised, only the subject\'s images', async () => {
    const client = customerClient(ctx.app);
    const { cart } = (await addPackage(client, PACKAGE_A)).json().data;
    const item = cart.cartPackages[0].cartPackageItems.find((i: { productCode: string }) => i.productCode === '8x10');
    const text = await client.patch(`${base}/cartpackageitems/text-nodes/${item.textNodes[0].id}`, { value: ' Ava~ J ' });
    const textNode = text.json().data.cart.cartPackages[0].cartPackageItems.find((i: { id: number }) => i.id === item.id).textNodes[0];
    expect(textNode.value).toBe('Ava J');
    const nodeId = item.imageNodes[0].id;
    const crop = await client.patch(`${base}/cartpackageitems/image-nodes/${nodeId}`, { cropDimensions: JSON.stringify({ cropX: 80.4, cropY: 79.6, xMid: 50.5, yMid: 40 }), rotation: -90 });
    const node = crop.json().data.cart.cartPackages[0].cartPackageItems.find((i: { id: number }) => i.id === item.id).imageNodes[0];
    expect(node).toMatchObject({ cropDimensions: { cropX: 80, cropY: 80, xMid: 51, yMid: 40 }, rotation: 270 });
    expect((await client.patch(`${base}/cartpackageitems/image-nodes/${nodeId}`, { subjectImageId: 1 })).json()).toEqual({ errors: ['An error occurred'] });
    // Clearing the text makes the line incomplete.
    const cleared = await client.patch(`${base}/cartpackageitems/text-nodes/${item.textNodes[0].id}`, { value: '  ' });
    expect(cleared.json().data.cart.incompleteCartPackageIds).toEqual([cart.cartPackages[0].id]);
  });

  it('keeps carts apart: another key sees nothing and cannot touch a line', async () => {
    const owner = customerClient(ctx.app);
    const line = (await addPackage(owner, PACKAGE_A)).json().data.cartPackageId;
    const stranger = customerClient(ctx.app);
    expect((await stranger.get(`${base}/cart/details`)).json().data.cartPackages).toEqual([]);
    expect((await stranger.delete(`${base}/cartpackages/${line}`)).statusCode).toBe(404);
  });

  it('applies the availability gate: gallery-only job refuses Prepay, archived job refuses all', async () => {
    const client = customerClient(ctx.app);
    const tigers = await subjectWithToken(ctx.app, ctx.db, 2);
    const pkg = await packageId(ctx.db, PACKAGE_A);
    const prepay = await client.post('/api/customer/jobs/2/cartpackages', { packageId: pkg, subjectId: tigers.subject.id, subjectToken: tigers.token, orderMethod: 'Prepay' });
    expect(prepay.statusCode).toBe(409);
    expect(prepay.json()).toEqual({ errors: ['Prepay ordering is not available for this job'] });
    expect((await client.get('/api/customer/jobs/3/cart')).json()).toEqual({ errors: ['This job is not available for ordering'] });
  });

  it('holds siblings in one cart, each added with their own subject token', async () => {
    const client = customerClient(ctx.app);
    const pkg = await packageId(ctx.db, PACKAGE_C);
    for (const index of [4, 5]) {
      const { subject, token } = await subjectWithToken(ctx.app, ctx.db, LINCOLN, index);
      expect((await client.post(`${base}/cartpackages`, { packageId: pkg, subjectId: subject.id, subjectToken: token, orderMethod: 'Prepay' })).statusCode).toBe(201);
    }
    const details = (await client.get(`${base}/cart/details`)).json().data;
    expect(details.subjects).toHaveLength(2);
    expect(details.total).toBe(5000);
    expect(details.packageNames[pkg]).toBe('Package C'); // the parent-facing name (altName), as on the package list
  });

  it("names the package as it is now for a line whose package the studio changed since (its newest version)", async () => {
    const pkg = await packageId(ctx.db, PACKAGE_C);
    const [{ id: _id, ...old }] = (await ctx.db.select().from(packages).where(eq(packages.id, pkg))) as [typeof packages.$inferSelect];
    const [second] = await ctx.db.insert(packages).values({ ...old, name: `${old.name} (2027)`, replacesPackageId: pkg, version: old.version + 1 }).returning();
    const [third] = await ctx.db.insert(packages).values({ ...old, name: `${old.name} (2028)`, replacesPackageId: second!.id, version: old.version + 2 }).returning();
    const client = customerClient(ctx.app);
    expect((await addPackage(client, PACKAGE_C)).statusCode).toBe(201);
    expect((await addPackage(client, PACKAGE_A)).statusCode).toBe(201);
    const details = (await client.get(`${base}/cart/details`)).json().data;
    expect(details.replacedBy).toEqual({ [pkg]: third!.id });
    await ctx.db.delete(packages).where(eq(packages.id, third!.id));
    await ctx.db.delete(packages).where(eq(packages.id, second!.id));
  });

  it('empties the cart with DELETE cart', async () => {
    const client = customerClient(ctx.app);
    await addPackage(client, PACKAGE_A);
    expect((await client.delete(`${base}/cart`)).json().data).toEqual({ deleted: true });
    expect((await client.get(`${base}/cart`)).json().data.id).toBeNull();
  });
});
