import { eq } from 'drizzle-orm';
import { orders, payments } from '../../../db/schema';
import { createTestApp, type TestContext } from '../../../test-support/app';
import { CHECKOUT_DETAILS, customerClient, GOOD_CARD, LINCOLN, LostAnswerPayments, PACKAGE_A, packageId, subjectWithToken } from '../../../test-support/ordering';

// The provider charged but its answer never reached the database: the retry must not charge again.
let ctx: TestContext;
let gateway: LostAnswerPayments;
beforeEach(async () => {
  gateway = new LostAnswerPayments();
  ctx = await createTestApp({ payments: gateway });
});
afterEach(() => ctx.close());

const base = `/api/customer/jobs/${LINCOLN}`;

async function readyCart() {
  const client = customerClient(ctx.app);
  const { subject, token } = await subjectWithToken(ctx.app, ctx.db);
  await client.post(`${base}/cartpackages`, { packageId: await packageId(ctx.db, PACKAGE_A), subjectId: subject.id, subjectToken: token, orderMethod: 'Prepay' });
  await client.post(`${base}/checkout`, CHECKOUT_DETAILS);
  return { client, cartId: (await client.get(`${base}/cart`)).json().data.id as number };
}

it('a retry after a lost answer gets the first charge back: one charge, one order', async () => {
  const { client, cartId } = await readyCart();
  const lost = await client.post(`${base}/checkout/submit`, { paymentToken: GOOD_CARD });
  expect(lost.statusCode).toBe(500);
  expect(await ctx.db.select().from(orders).where(eq(orders.cartId, cartId))).toEqual([]);
  const retry = await client.post(`${base}/checkout/submit`, { paymentToken: GOOD_CARD });
  expect(retry.statusCode).toBe(201);
  expect(gateway.charges.size).toBe(1);
  const [payment] = await ctx.db.select().from(payments).where(eq(payments.cartId, cartId));
  expect(payment!.providerReference).toBe([...gateway.charges][0]);
});

it('a retry with another card after a lost answer is refused, never charged twice', async () => {
  const { client, cartId } = await readyCart();
  expect((await client.post(`${base}/checkout/submit`, { paymentToken: GOOD_CARD })).statusCode).toBe(500);
  const other = await client.post(`${base}/checkout/submit`, { paymentToken: 'pm_card_mastercard' });
  expect(other.statusCode).toBe(409);
  expect(other.json().errors[0]).toMatch(/still being settled/);
  expect(gateway.charges.size).toBe(1);
  expect(await ctx.db.select().from(orders).where(eq(orders.cartId, cartId))).toEqual([]);
});
