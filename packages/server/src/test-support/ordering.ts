import { randomBytes } from 'node:crypto';
import { CART_KEY_HEADER } from '@shutterday/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Database } from '../db/client';
import { packages, subjects } from '../db/schema';
import type { ChargeRequest, ChargeResult, IntentState, PaymentsGateway, RefundRequest, RefundResult } from '../services/payments/payments';
import { SandboxPayments } from '../services/payments/sandbox';

export const LINCOLN = 1;
export const newCartKey = () => randomBytes(32).toString('base64url');

/** A customer's browser: one cart key, every call with the x-cart-key header. */
export function customerClient(app: FastifyInstance, key = newCartKey()) {
  const call = (method: InjectOptions['method'], url: string, payload?: unknown) =>
    app.inject({ method, url, headers: { [CART_KEY_HEADER]: key }, ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }) });
  return {
    key,
    get: (url: string) => call('GET', url),
    post: (url: string, body: unknown = {}) => call('POST', url, body),
    patch: (url: string, body: unknown) => call('PATCH', url, body),
    delete: (url: string) => call('DELETE', url),
  };
}
export type CustomerClient = ReturnType<typeof customerClient>;

/** The nth subject of a job and the token its full-name search grants. */
export async function subjectWithToken(app: FastifyInstance, db: Database, jobId = LINCOLN, index = 1) {
  const rows = await db.select().from(subjects).where(eq(subjects.jobId, jobId)).orderBy(subjects.id);
  const subject = rows[index]!;
  const search = await app.inject({ url: `/api/customer/jobs/${jobId}/subjects/search?firstName=${subject.firstName}&lastName=${subject.lastName}` });
  const match = (search.json().data as Array<{ id: number; subjectToken: string }>).find((m) => m.id === subject.id)!;
  return { subject, token: match.subjectToken };
}

export async function packageId(db: Database, name: string): Promise<number> {
  const [row] = await db.select({ id: packages.id }).from(packages).where(and(eq(packages.name, name)));
  return row!.id;
}

export const PACKAGE_A = 'Package A — Deluxe';
export const PACKAGE_C = 'Package C — Basic';
export const BONUS_WALLETS = 'Bonus Wallet Sheet';
export const EXTRA_5X7 = 'Extra 5x7';
export const SINGLE_DIGITAL = 'Single Digital Download';
export const ALL_DIGITAL = 'All Digital Images';

export const CHECKOUT_DETAILS = {
  billingAddress: { line1: '18 Maple Street', city: 'Springfield', state: 'IL', postalCode: '62704' },
  customer: { firstName: 'Pat', lastName: 'Parent', email: 'pat.parent@example.test' },
  shippingAddressSameAsBillingAddress: true,
  shippingOption: { code: 'standard' },
  isPartOfBatchOrder: false,
  mailToHome: true,
  orderMethod: 'Prepay',
};

/** A client whose cart holds the named packages for the job's n-th subject, with checkout details posted. */
export async function checkoutReadyCart(app: FastifyInstance, db: Database, names: string[], subjectIndex = 1): Promise<CustomerClient & { cartId: number }> {
  const client = customerClient(app);
  const base = `/api/customer/jobs/${LINCOLN}`;
  const { subject, token } = await subjectWithToken(app, db, LINCOLN, subjectIndex);
  for (const name of names) {
    const added = await client.post(`${base}/cartpackages`, { packageId: await packageId(db, name), subjectId: subject.id, subjectToken: token, orderMethod: 'Prepay' });
    if (added.statusCode !== 201) throw new Error(`Adding ${name} answered ${added.statusCode}`);
  }
  const posted = await client.post(`${base}/checkout`, CHECKOUT_DETAILS);
  if (posted.statusCode !== 200) throw new Error(`Posting the checkout details answered ${posted.statusCode}`);
  return { ...client, cartId: (await client.get(`${base}/cart`)).json().data.id };
}

/** Stripe's test PaymentMethod ids, as the browser's card form sends them (a card number is refused). */
export const GOOD_CARD = 'pm_card_visa';
export const DECLINED_CARD = 'pm_card_chargeDeclined';
export const THREE_D_SECURE_CARD = 'pm_card_threeDSecure2Required';

/** The sandbox, counting how often the provider is actually asked to charge. */
export class CountingPayments implements PaymentsGateway {
  readonly provider = 'sandbox' as const;
  calls = 0;
  constructor(private readonly inner: SandboxPayments = new SandboxPayments()) {}
  async charge(request: ChargeRequest): Promise<ChargeResult> {
    this.calls += 1;
    return this.inner.charge(request);
  }
  authenticate(clientSecret: string, complete: boolean): boolean {
    return this.inner.authenticate(clientSecret, complete);
  }
  retrieve(reference: string): Promise<IntentState> {
    return this.inner.retrieve(reference);
  }
  cancel(reference: string): Promise<IntentState> {
    return this.inner.cancel(reference);
  }
  refunds = 0;
  refund(request: RefundRequest): Promise<RefundResult> {
    this.refunds += 1;
    return this.inner.refund(request);
  }
}

/**
 * A provider that charges, then loses the answer once (a timeout or a crash after the charge): the
 * submission fails without recording anything, as if the process had died before its commit.
 */
export class LostAnswerPayments implements PaymentsGateway {
  readonly provider = 'sandbox' as const;
  readonly inner = new SandboxPayments();
  charges = new Set<string>();
  private lose = true;
  async charge(request: ChargeRequest): Promise<ChargeResult> {
    const result = await this.inner.charge(request);
    if (result.status === 'succeeded') this.charges.add(result.reference);
    if (this.lose) {
      this.lose = false;
      throw new Error('connection reset after the charge');
    }
    return result;
  }
  retrieve(reference: string): Promise<IntentState> {
    return this.inner.retrieve(reference);
  }
  cancel(reference: string): Promise<IntentState> {
    return this.inner.cancel(reference);
  }
  refund(request: RefundRequest): Promise<RefundResult> {
    return this.inner.refund(request);
  }
}
