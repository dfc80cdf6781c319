import { createTestApp, type TestContext } from '../../test-support/app';
import { customerClient, LINCOLN, PACKAGE_A, PACKAGE_C, packageId, subjectWithToken } from '../../test-support/ordering';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const base = `/api/customer/jobs/${LINCOLN}`;

describe('parallel cart changes', () => {
  it('leave one consistent cart: no 5xx, one cart, every add counted, the total recomputed from the lines', async () => {
    const client = customerClient(ctx.app);
    const { subject, token } = await subjectWithToken(ctx.app, ctx.db);
    const body = async (name: string) => ({ packageId: await packageId(ctx.db, name), subjectId: subject.id, subjectToken: token, orderMethod: 'Prepay', quantity: 1 });
    // Ten adds at once on a cart that does not exist yet: they must not create two carts or lose a line.
    const adds = await Promise.all(Array.from({ length: 10 }, async (_, i) => client.post(`${base}/cartpackages`, await body(i % 2 ? PACKAGE_A : PACKAGE_C))));
    expect(adds.map((answer) => answer.statusCode).filter((status) => status >= 500)).toEqual([]);
    const added = adds.filter((answer) => answer.statusCode === 201);
    const cartIds = new Set(added.map((answer) => answer.json().data.cart.id));
    expect(cartIds.size).toBe(1);

    // Then ten quantity changes and a removal racing on the same lines.
    const lines = (await client.get(`${base}/cart/details`)).json().data.cartPackages as Array<{ id: number }>;
    expect(lines).toHaveLength(added.length);
    const changes = await Promise.all([
      ...Array.from({ length: 10 }, (_, i) => client.patch(`${base}/cartpackages/${lines[0]!.id}`, { quantity: (i % 5) + 1 })),
      client.delete(`${base}/cartpackages/${lines[1]!.id}`),
      client.delete(`${base}/cartpackages/${lines[1]!.id}`),
    ]);
    expect(changes.map((answer) => answer.statusCode).filter((status) => status >= 500)).toEqual([]);

    const cart = (await client.get(`${base}/cart/details`)).json().data as { total: number; cartPackages: Array<{ id: number; quantity: number; price: number }> };
    expect(cart.cartPackages).toHaveLength(added.length - 1);
    expect([1, 2, 3, 4, 5]).toContain(cart.cartPackages.find((line) => line.id === lines[0]!.id)!.quantity);
    const summary = (await client.get(`${base}/cart?orderMethod=Prepay`)).json().data as { total: number; packageCount: number };
    expect(summary.packageCount).toBe(cart.cartPackages.reduce((sum, line) => sum + line.quantity, 0));
    expect(summary.total).toBe(cart.cartPackages.reduce((sum, line) => sum + line.price * line.quantity, 0));
  });
});
