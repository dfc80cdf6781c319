import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createTestApp, type TestContext } from '../../../test-support/app';
import { ALL_DIGITAL, BONUS_WALLETS, customerClient, LINCOLN, PACKAGE_A, PACKAGE_C, packageId, subjectWithToken } from '../../../test-support/ordering';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const base = `/api/customer/jobs/${LINCOLN}`;
// Recorded from the answer of the per-table reads (nine round trips) before they were folded into one query
// (each item's packageItemId added since).
const EXPECTED = join(__dirname, '__fixtures__/rich-cart-details.json');

/** Signed thumbnail URLs carry an expiry that moves with the clock; the rest of the answer must not move. */
const stable = (body: string) => body.replace(/\?e=\d+&s=[A-Za-z0-9_-]+/g, '?e=<expiry>&s=<signature>');

describe('cart details of a rich cart', () => {
  it('answers every line, item, node, service and total exactly as recorded, byte for byte', async () => {
    const client = customerClient(ctx.app);
    const first = await subjectWithToken(ctx.app, ctx.db, LINCOLN, 1);
    const second = await subjectWithToken(ctx.app, ctx.db, LINCOLN, 2);
    const screens = (await client.get(`${base}/greenscreens`)).json().data as Array<{ id: number }>;
    const add = async (name: string, who: typeof first, extra: Record<string, unknown> = {}) => {
      const added = await client.post(`${base}/cartpackages`, { packageId: await packageId(ctx.db, name), subjectId: who.subject.id, subjectToken: who.token, orderMethod: 'Prepay', ...extra });
      expect(added.statusCode).toBe(201);
      return added.json().data;
    };
    const deluxe = await add(PACKAGE_A, first);
    await add(PACKAGE_C, second, { quantity: 2, greenScreenBackgroundId: screens[0]!.id });
    await add(ALL_DIGITAL, first);
    await add(BONUS_WALLETS, first);
    const line = deluxe.cart.cartPackages.find((p: { id: number }) => p.id === deluxe.cartPackageId);
    const item = line.cartPackageItems.find((i: { imageNodes: unknown[]; textNodes: unknown[] }) => i.imageNodes.length && i.textNodes.length);
    expect((await client.patch(`${base}/cartpackageitems/image-nodes/${item.imageNodes[0].id}`, { frontendCropDimensions: { cropX: 80.4, cropY: 79.6, xMid: 50.5, yMid: 40 }, rotation: 90 })).statusCode).toBe(200);
    expect((await client.patch(`${base}/cartpackageitems/text-nodes/${item.textNodes[0].id}`, { value: 'Ava J.' })).statusCode).toBe(200);
    expect((await client.post(`${base}/cartOrderServices`, { subjectId: second.subject.id })).statusCode).toBe(200);
    expect((await client.post(`${base}/cartOrderServices/presonalization`, { subjectId: first.subject.id, nameToPrint: 'Ava', yearToPrint: '2026' })).statusCode).toBe(200);
    expect((await client.post(`${base}/cartOrderServices`, { subjectId: first.subject.id, enabled: false })).statusCode).toBe(200);

    const answer = stable((await client.get(`${base}/cart/details?orderMethod=Prepay`)).body);
    expect(answer).toBe(readFileSync(EXPECTED, 'utf8'));
  });
});
