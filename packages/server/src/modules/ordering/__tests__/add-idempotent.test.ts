import { CART_KEY_HEADER } from '@shutterday/domain';
import { createTestApp, type TestContext } from '../../../test-support/app';
import { customerClient, LINCOLN, PACKAGE_A, packageId, subjectWithToken } from '../../../test-support/ordering';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const url = `/api/customer/jobs/${LINCOLN}/cartpackages`;

describe('adding the same draft twice (Back to the options, "Add to cart" again)', () => {
  async function add(cartKey: string, addKey: string | null) {
    const { subject, token } = await subjectWithToken(ctx.app, ctx.db);
    const payload = { packageId: await packageId(ctx.db, PACKAGE_A), subjectId: subject.id, subjectToken: token, orderMethod: 'Prepay', quantity: 1 };
    const headers: Record<string, string> = { [CART_KEY_HEADER]: cartKey };
    if (addKey !== null) headers['idempotency-key'] = addKey;
    return ctx.app.inject({ method: 'POST', url, headers, payload });
  }

  it('adds one line and answers the same line again for a repeated key', async () => {
    const client = customerClient(ctx.app);
    const first = await add(client.key, 'draft-1:7');
    const again = await add(client.key, 'draft-1:7');
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json().data.cartPackageId).toBe(first.json().data.cartPackageId);
    const cart = (await client.get(`/api/customer/jobs/${LINCOLN}/cart/details`)).json().data;
    expect(cart.cartPackages).toHaveLength(1);
    expect(cart.total).toBe(4900);
  });

  it('adds a second line for a new visit of the options page, or without a key', async () => {
    const client = customerClient(ctx.app);
    await add(client.key, 'draft-2:7');
    await add(client.key, 'draft-3:7');
    await add(client.key, null);
    expect((await client.get(`/api/customer/jobs/${LINCOLN}/cart/details`)).json().data.cartPackages).toHaveLength(3);
  });

  it('keeps keys per cart: another parent using the same key gets their own line', async () => {
    const mine = customerClient(ctx.app);
    const theirs = customerClient(ctx.app);
    await add(mine.key, 'draft-4:7');
    expect((await add(theirs.key, 'draft-4:7')).statusCode).toBe(201);
    expect((await theirs.get(`/api/customer/jobs/${LINCOLN}/cart/details`)).json().data.cartPackages).toHaveLength(1);
  });

  it('refuses a key that is not a short token', async () => {
    const client = customerClient(ctx.app);
    const response = await add(client.key, 'x'.repeat(201));
    expect(response.statusCode).toBe(400);
  });
});
