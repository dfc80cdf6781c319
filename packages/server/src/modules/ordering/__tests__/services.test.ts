import { createTestApp, type TestContext } from '../../../test-support/app';
import { BONUS_WALLETS, customerClient, LINCOLN, PACKAGE_C, packageId, subjectWithToken, type CustomerClient } from '../../../test-support/ordering';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const base = `/api/customer/jobs/${LINCOLN}`;

async function addPackage(client: CustomerClient, name: string, subjectIndex = 1) {
  const { subject, token } = await subjectWithToken(ctx.app, ctx.db, LINCOLN, subjectIndex);
  const response = await client.post(`${base}/cartpackages`, { packageId: await packageId(ctx.db, name), subjectId: subject.id, subjectToken: token, orderMethod: 'Prepay' });
  return { response, subject };
}

describe('cart order services', () => {
  it('adds a retouch and a personalization at catalogue prices, and counts them in the total', async () => {
    const client = customerClient(ctx.app);
    const { subject } = await addPackage(client, PACKAGE_C);
    const retouch = await client.post(`${base}/cartOrderServices`, { subjectId: subject.id });
    expect(retouch.statusCode).toBe(200);
    expect(retouch.json().data.cart.total).toBe(2500 + 800);
    const personalization = await client.post(`${base}/cartOrderServices/presonalization`, { subjectId: subject.id });
    const cart = personalization.json().data.cart;
    expect(cart.total).toBe(2500 + 800 + 1000);
    expect(cart.cartOrderServicesDetails.personalizations[0]).toMatchObject({
      price: 1000, nameOnAllPrints: true, yearOnAllPrints: true, nameOnWallets: false, nameToPrint: `${subject.firstName} ${subject.lastName}`, yearToPrint: String(new Date().getUTCFullYear()),
    });
    // Posting again updates the one row rather than adding a second.
    const again = await client.post(`${base}/cartOrderServices`, { subjectId: subject.id, enabled: false });
    expect(again.json().data.cart.cartOrderServicesDetails.retouches).toHaveLength(1);
    expect(again.json().data.cart.total).toBe(2500 + 1000);
  });

  it('refuses a client price, a subject without a package, and wallet options without wallets', async () => {
    const client = customerClient(ctx.app);
    const { subject } = await addPackage(client, PACKAGE_C);
    expect((await client.post(`${base}/cartOrderServices`, { subjectId: subject.id, price: 1 })).statusCode).toBe(400);
    expect((await client.post(`${base}/cartOrderServices`, { subjectId: subject.id + 5 })).json()).toEqual({ errors: ['Add a package for this child before choosing retouching or names on photos'] });
    expect((await client.post(`${base}/cartOrderServices/presonalization`, { subjectId: subject.id, nameOnWallets: true })).json()).toEqual({ errors: ['Personalization is not offered for the items in your cart'] });
  });

  it('removing a service revalidates the add-ons', async () => {
    const client = customerClient(ctx.app);
    const { subject } = await addPackage(client, PACKAGE_C);
    await client.post(`${base}/cartOrderServices`, { subjectId: subject.id });
    const personalized = await client.post(`${base}/cartOrderServices/presonalization`, { subjectId: subject.id });
    const personalizationId = personalized.json().data.cart.cartOrderServicesDetails.personalizations[0].id;
    expect((await addPackage(client, BONUS_WALLETS)).response.statusCode).toBe(201);
    const removed = await client.delete(`${base}/cartOrderServices/${personalizationId}`);
    expect(removed.json().data.removedAddons.map((p: { price: number }) => p.price)).toEqual([900]);
    expect(removed.json().data.cart.total).toBe(2500 + 800);
    expect((await client.delete(`${base}/cartOrderServices/${personalizationId}`)).statusCode).toBe(404);
  });
});
