import { desc, eq } from 'drizzle-orm';
import { taxLog } from '../../../db/schema';
import { createTestApp, type TestContext } from '../../../test-support/app';
import { BONUS_WALLETS, CHECKOUT_DETAILS, customerClient, LINCOLN, PACKAGE_A, packageId, subjectWithToken, type CustomerClient } from '../../../test-support/ordering';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const base = `/api/customer/jobs/${LINCOLN}`;

/** Package A ($49) + Bonus Wallet Sheet ($9) for one subject. */
async function fullCart(): Promise<CustomerClient> {
  const client = customerClient(ctx.app);
  const { subject, token } = await subjectWithToken(ctx.app, ctx.db);
  for (const name of [PACKAGE_A, BONUS_WALLETS]) {
    await client.post(`${base}/cartpackages`, { packageId: await packageId(ctx.db, name), subjectId: subject.id, subjectToken: token, orderMethod: 'Prepay' });
  }
  return client;
}

describe('checkout', () => {
  it('computes every amount itself: goods, shipping by option, tax from the table (logged)', async () => {
    const client = await fullCart();
    const posted = await client.post(`${base}/checkout`, CHECKOUT_DETAILS);
    expect(posted.statusCode).toBe(200);
    expect(posted.json().data.shippingOptions.map((o: { code: string }) => o.code)).toEqual(['standard', 'priority']);
    // IL: 6.25 % on goods only; 5800 × 0.0625 = 362.5 → 363 (half up).
    const totals = (await client.get(`${base}/checkout/totals`)).json().data;
    expect(totals).toEqual({ subtotal: 5800, services: 0, discount: 0, shipping: 895, tax: 363, total: 7058, shippingLabel: 'Standard shipping', promoCode: null, taxJurisdiction: 'US-IL' });
    const [logged] = await ctx.db.select().from(taxLog).orderBy(desc(taxLog.id)).limit(1);
    expect(logged).toMatchObject({ jurisdiction: 'US-IL', taxableAmount: 5800, tax: 363 });
  });

  it('prices the form\'s current choices before they are posted, keeping nothing (a totals panel that follows the form)', async () => {
    const client = await fullCart();
    const totals = async (query: string) => (await client.get(`${base}/checkout/totals?${query}`)).json().data;
    expect(await totals('delivery=home&shippingOption=standard')).toMatchObject({ subtotal: 5800, shipping: 895, tax: 0, total: 6695, shippingLabel: 'Standard shipping' });
    expect(await totals('delivery=home&shippingOption=standard&state=il')).toMatchObject({ shipping: 895, tax: 363, total: 7058 });
    expect(await totals('delivery=batch&state=IL')).toMatchObject({ shipping: 0, tax: 363, total: 6163, shippingLabel: 'Studio Shipping' });
    await client.post(`${base}/checkout`, CHECKOUT_DETAILS);
    expect(await totals('delivery=batch')).toMatchObject({ shipping: 0, total: 6163, shippingLabel: 'Studio Shipping' });
    expect((await client.get(`${base}/checkout/totals`)).json().data).toMatchObject({ shipping: 895, total: 7058 });
    expect((await client.get(`${base}/checkout/totals?state=ZZ`)).statusCode).toBe(400);
  });

  it('refuses a state and ZIP that do not belong together, naming the field', async () => {
    const client = await fullCart();
    const posted = await client.post(`${base}/checkout`, { ...CHECKOUT_DETAILS, billingAddress: { ...CHECKOUT_DETAILS.billingAddress, state: 'CA', postalCode: '10001' } });
    expect(posted.statusCode).toBe(400);
    expect(posted.json().errors).toEqual(['billingAddress.postalCode: This ZIP code is not in the chosen state']);
  });

  it('applies SAVE10 and removes it; refuses unknown and expired codes without changing anything', async () => {
    const client = await fullCart();
    await client.post(`${base}/checkout`, CHECKOUT_DETAILS);
    const applied = await client.post(`${base}/checkout/promo`, { code: 'save10' });
    expect(applied.json().data).toMatchObject({ discount: 580, promoCode: 'SAVE10', tax: 326, total: 5800 - 580 + 895 + 326 });
    expect((await client.post(`${base}/checkout/promo`, { code: 'NOPE' })).json()).toEqual({ errors: ['This promo code is not valid'] });
    expect((await client.post(`${base}/checkout/promo`, { code: 'SUMMER25' })).json()).toEqual({ errors: ['This promo code has expired'] });
    expect((await client.get(`${base}/checkout/totals`)).json().data.promoCode).toBe('SAVE10');
    const removed = await client.delete(`${base}/checkout/promo`);
    expect(removed.json().data).toMatchObject({ discount: 0, promoCode: null, total: 7058 });
  });

  it('checks a promotion minimum and takes studio coupon codes', async () => {
    const client = customerClient(ctx.app);
    const { subject, token } = await subjectWithToken(ctx.app, ctx.db);
    await client.post(`${base}/cartpackages`, { packageId: await packageId(ctx.db, 'Package C — Basic'), subjectId: subject.id, subjectToken: token, orderMethod: 'Prepay' });
    expect((await client.post(`${base}/checkout/promo`, { code: 'FIVEOFF' })).json()).toEqual({ errors: ['This promo code needs an order of at least $30.00'] });
    expect((await client.post(`${base}/checkout/promo`, { code: 'welcome' })).json().data).toMatchObject({ discount: 300, promoCode: 'WELCOME', total: 2200 });
  });

  it('refuses an invalid address, naming each field', async () => {
    const client = await fullCart();
    const bad = await client.post(`${base}/checkout/validateaddress`, { address: { line1: '', city: 'Springfield', state: 'ZZ', postalCode: '6270' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual(['address.line1: This field is required', 'address.state: This value is not a valid US state', 'address.postalCode: This value is not a valid ZIP code']);
    const good = await client.post(`${base}/checkout/validateaddress`, { address: { line1: 'PSC 1234 Box 5', city: 'APO', state: 'ae', postalCode: '09012' } });
    expect(good.json().data).toMatchObject({ valid: true, military: true, address: { state: 'AE', country: 'US' } });
    const posted = await client.post(`${base}/checkout`, { ...CHECKOUT_DETAILS, billingAddress: { ...CHECKOUT_DETAILS.billingAddress, postalCode: 'abc' } });
    expect(posted.json().errors).toEqual(['billingAddress.postalCode: This value is not a valid ZIP code']);
    expect((await client.get(`${base}/checkout`)).json().data.details).toBeNull();
  });

  it('ships military addresses only with priority, and batch orders with Studio Shipping', async () => {
    const client = await fullCart();
    const military = { ...CHECKOUT_DETAILS, billingAddress: { line1: 'PSC 1234 Box 5', city: 'APO', state: 'AE', postalCode: '09012' } };
    expect((await client.post(`${base}/checkout`, military)).json()).toEqual({ errors: ['Military (APO/FPO/DPO) addresses ship with the priority option'] });
    const priority = await client.post(`${base}/checkout`, { ...military, shippingOption: { code: 'priority' } });
    expect(priority.json().data.totals).toMatchObject({ shipping: 1495, shippingLabel: 'Priority (military APO/FPO/DPO)' });
    expect((await client.post(`${base}/checkout`, { ...CHECKOUT_DETAILS, shippingOption: { code: 'priority' } })).json()).toEqual({ errors: ['The priority option is for military (APO/FPO/DPO) addresses'] });
    const batch = await client.post(`${base}/checkout`, { ...CHECKOUT_DETAILS, isPartOfBatchOrder: true, mailToHome: false, shippingOption: null });
    expect(batch.json().data.totals).toMatchObject({ shipping: 0, shippingLabel: 'Studio Shipping', tax: 363 });
  });

  it('refuses a client total in the details', async () => {
    const client = await fullCart();
    expect((await client.post(`${base}/checkout`, { ...CHECKOUT_DETAILS, total: 1 })).json()).toEqual({ errors: ['total: Prices are set by the studio and cannot be sent'] });
  });

  it('keeps the tax log row of each calculation', async () => {
    const client = await fullCart();
    await client.post(`${base}/checkout`, CHECKOUT_DETAILS);
    const before = (await ctx.db.select().from(taxLog)).length;
    await client.get(`${base}/checkout/totals`);
    expect((await ctx.db.select().from(taxLog)).length).toBe(before + 1);
    expect((await ctx.db.select().from(taxLog).where(eq(taxLog.jurisdiction, 'US-IL'))).length).toBeGreaterThan(0);
  });
});
