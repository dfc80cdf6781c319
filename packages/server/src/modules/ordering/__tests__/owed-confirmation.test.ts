import { and, eq, like } from 'drizzle-orm';
import { mailLog, orders } from '../../../db/schema';
import { createTestApp, type TestContext } from '../../../test-support/app';
import { checkoutReadyCart, GOOD_CARD, LINCOLN, PACKAGE_A } from '../../../test-support/ordering';
import { sendOwedConfirmations } from '../services/confirmation';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const submit = (client: Awaited<ReturnType<typeof checkoutReadyCart>>) => client.post(`/api/customer/jobs/${LINCOLN}/checkout/submit`, { paymentToken: GOOD_CARD });
const confirmationsOf = (orderNumber: number) => ctx.db.select({ id: mailLog.id }).from(mailLog).where(like(mailLog.subject, `% order #${orderNumber}`));

/** A placed order as the process left it when it stopped between committing the order and recording its e-mail. */
async function stoppedBeforeItsMail(): Promise<{ client: Awaited<ReturnType<typeof checkoutReadyCart>>; orderNumber: number }> {
  const client = await checkoutReadyCart(ctx.app, ctx.db, [PACKAGE_A]);
  const placed = await submit(client);
  expect(placed.statusCode).toBe(201);
  const orderNumber = Number(placed.json().data.orderNumber);
  await ctx.db.delete(mailLog).where(like(mailLog.subject, `% order #${orderNumber}`));
  await ctx.db.update(orders).set({ confirmationOwed: true }).where(eq(orders.orderNumber, orderNumber));
  return { client, orderNumber };
}

describe("an order's confirmation e-mail, whatever stopped", () => {
  it('is recorded once with the order, and a retry of the submit answers the same order without a second', async () => {
    const client = await checkoutReadyCart(ctx.app, ctx.db, [PACKAGE_A]);
    const orderNumber = Number((await submit(client)).json().data.orderNumber);
    const retry = await submit(client);
    expect([retry.statusCode, Number(retry.json().data.orderNumber)]).toEqual([201, orderNumber]);
    expect(await confirmationsOf(orderNumber)).toHaveLength(1);
  });

  it("is sent by the submit's retry when the process stopped before it, and only once", async () => {
    const { client, orderNumber } = await stoppedBeforeItsMail();
    expect(await confirmationsOf(orderNumber)).toHaveLength(0);
    await Promise.all([submit(client), submit(client)]);
    await submit(client);
    expect(await confirmationsOf(orderNumber)).toHaveLength(1);
  });

  it('is sent by the next start when no retry came, and only once', async () => {
    const { orderNumber } = await stoppedBeforeItsMail();
    await Promise.all([sendOwedConfirmations(ctx.app), sendOwedConfirmations(ctx.app)]);
    await sendOwedConfirmations(ctx.app);
    expect(await confirmationsOf(orderNumber)).toHaveLength(1);
    const [row] = await ctx.db.select({ owed: orders.confirmationOwed }).from(orders).where(and(eq(orders.orderNumber, orderNumber)));
    expect(row).toEqual({ owed: false });
  });
});
