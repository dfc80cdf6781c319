import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../app';
import { openDatabase, type DatabaseHandle } from '../../../db/client';
import { orders, payments } from '../../../db/schema';
import { createTestApp, type TestContext } from '../../../test-support/app';
import { CHECKOUT_DETAILS, CountingPayments, customerClient, GOOD_CARD, LINCOLN, PACKAGE_A, packageId, subjectWithToken } from '../../../test-support/ordering';

// Two API instances on one database, each with its own payments gateway (so its own in-memory
// sandbox idempotency): only the database can make them agree. With TEST_DATABASE_URL the second
// instance has its own connection pool to the same PostgreSQL database, as behind a load balancer.
let ctx: TestContext;
let second: FastifyInstance;
let secondDatabase: DatabaseHandle;
const gatewayA = new CountingPayments();
const gatewayB = new CountingPayments();

beforeAll(async () => {
  ctx = await createTestApp({ payments: gatewayA });
  secondDatabase = ctx.databaseUrl ? openDatabase({ databaseUrl: ctx.databaseUrl, pgliteDir: null }) : { ...ctx.database, close: async () => undefined };
  second = await buildApp({ config: ctx.config, database: secondDatabase, storage: ctx.storage, payments: gatewayB });
  await second.ready();
});
afterAll(async () => {
  await second.close();
  await secondDatabase.close();
  await ctx.close();
});

it('a cart submitted 20 times across two instances yields one order and one charge', async () => {
  const base = `/api/customer/jobs/${LINCOLN}`;
  const first = customerClient(ctx.app);
  const other = customerClient(second, first.key);
  const { subject, token } = await subjectWithToken(ctx.app, ctx.db);
  await first.post(`${base}/cartpackages`, { packageId: await packageId(ctx.db, PACKAGE_A), subjectId: subject.id, subjectToken: token, orderMethod: 'Prepay' });
  await other.post(`${base}/checkout`, CHECKOUT_DETAILS);
  const cartId = (await other.get(`${base}/cart`)).json().data.id;
  const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? first : other).post(`${base}/checkout/submit`, { paymentToken: GOOD_CARD })));
  expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(201));
  expect(new Set(answers.map((a) => a.json().data.orderNumber)).size).toBe(1);
  expect(gatewayA.calls + gatewayB.calls).toBe(1);
  expect(await ctx.db.select().from(orders).where(eq(orders.cartId, cartId))).toHaveLength(1);
  expect((await ctx.db.select().from(payments).where(eq(payments.cartId, cartId))).map((p) => p.status)).toEqual(['succeeded']);
});
