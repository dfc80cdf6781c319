import { STALE_RECORD_MESSAGE } from '@shutterday/domain';
import { PRINT_ITEM_NEEDS_PHOTO } from '@shutterday/domain/staff';
import { eq } from 'drizzle-orm';
import { orderLines, orders } from '../../../db/schema';
import { customerClient, LINCOLN, subjectWithToken } from '../../../test-support/ordering';
import { studioAdminTestApp } from '../../../test-support/studio-admin';

const session = studioAdminTestApp();
const { call } = session;
const base = '/api/studioadmin/studios/1/packages';

const eightByTen = {
  name: 'Portrait 8x10',
  altDescription: 'One 8x10 print',
  retailCost: 2500,
  items: [
    {
      name: '8x10',
      productCode: '8x10',
      positionCoords: '0,0,100,100',
      imageNodes: [{ name: 'image1', positionCoords: '0,0,100,100' }],
      textNodes: [{ name: 'name', dataSource: 'subject.fullName', editable: false }],
    },
  ],
};

describe('studio packages', () => {
  it('creates a standard package with its items and nodes, reads it back, lists and searches it', async () => {
    const created = await call('POST', base, eightByTen);
    expect(created.statusCode).toBe(201);
    const pkg = created.json().data;
    expect(pkg).toMatchObject({ name: 'Portrait 8x10', retailCost: 2500, version: 1, packageSetId: null, archivedAt: null, inUse: false, packageAddon: { type: 'standard', requiredMinPrice: 0, requiresStandard: false } });
    expect(pkg.items[0]).toMatchObject({ productCode: '8x10', positionCoords: '0,0,100,100', quantity: 1 });
    expect(pkg.items[0].imageNodes[0]).toMatchObject({ name: 'image1', static: false });
    expect(pkg.items[0].textNodes[0]).toMatchObject({ name: 'name', dataSource: 'subject.fullName', editable: false });
    expect((await call('GET', `${base}/${pkg.id}`)).json().data).toEqual(pkg);
    const found = (await call('GET', `${base}?search=portrait 8x10`)).json().data;
    expect(found.resultItems.map((p: { id: number }) => p.id)).toEqual([pkg.id]);
    expect((await call('GET', `${base}?search=portrait 8x10&type=addon_price`)).json().data.totalRecords).toBe(0);
  });

  it('keeps a threshold only on addon_price and makes every add-on require a standard package', async () => {
    const digital = { name: 'Digital bonus', retailCost: 1500, addon: { type: 'addon_price', requiredMinPrice: 4000, requiresStandard: false }, items: [{ name: 'Download', productCode: 'SingleDigDown' }] };
    const created = (await call('POST', base, digital)).json().data;
    expect(created.packageAddon).toMatchObject({ type: 'addon_price', requiredMinPrice: 4000, requiresStandard: true });
    const standard = (await call('POST', base, { ...eightByTen, name: 'No threshold', addon: { type: 'addon_standard', requiredMinPrice: 999 } })).json().data;
    expect(standard.packageAddon).toMatchObject({ type: 'addon_standard', requiredMinPrice: 0, requiresStandard: true });
  });

  it('refuses a print without a photo, saying so, and gives a download of one photo the child\u2019s place', async () => {
    const bare = await call('POST', base, { ...eightByTen, items: [{ name: '8x10', productCode: '8x10' }] });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().errors).toEqual([`items.0.imageNodes: ${PRINT_ITEM_NEEDS_PHOTO}`]);
    const onlyStatic = await call('POST', base, { ...eightByTen, items: [{ name: 'Wallets', productCode: 'BFs', imageNodes: [{ name: 'logo', static: true }] }] });
    expect(onlyStatic.statusCode).toBe(400);
    const digital = (await call('POST', base, { name: 'Digital', retailCost: 1500, items: [{ name: 'Download', productCode: 'SingleDigDown' }] })).json().data;
    expect(digital.items[0].imageNodes).toMatchObject([{ name: 'image1', static: false }]);
  });

  it('refuses unknown fields, unbounded text, non-integer cents and an empty item list', async () => {
    const answers = await Promise.all([
      call('POST', base, { ...eightByTen, price: 1 }),
      call('POST', base, { ...eightByTen, name: 'x'.repeat(121) }),
      call('POST', base, { ...eightByTen, retailCost: 12.5 }),
      call('POST', base, { ...eightByTen, items: [] }),
      call('POST', base, { ...eightByTen, addon: { type: 'bonus' } }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([400, 400, 400, 400, 400]);
    expect(answers[3]!.json().errors).toEqual(['items: Add at least one item']);
  });

  it('edits a package nobody ordered in place; the second of two editors gets 409', async () => {
    const pkg = (await call('POST', base, { ...eightByTen, name: 'Edit in place' })).json().data;
    const first = await call('PUT', `${base}/${pkg.id}`, { ...eightByTen, name: 'Edited in place', retailCost: 2700, version: 1 });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ id: pkg.id, name: 'Edited in place', retailCost: 2700, version: 2, replacesPackageId: null });
    const second = await call('PUT', `${base}/${pkg.id}`, { ...eightByTen, name: 'Overwrite', version: 1 });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ errors: [STALE_RECORD_MESSAGE] });
    expect((await call('DELETE', `${base}/${pkg.id}`)).statusCode).toBe(204);
    expect((await call('GET', `${base}/${pkg.id}`)).statusCode).toBe(404);
  });
});

describe('a package that orders hold', () => {
  async function orderedPackage() {
    const [line] = await session.ctx.db.select().from(orderLines).innerJoin(orders, eq(orders.id, orderLines.orderId)).where(eq(orders.orderNumber, 100001));
    return (await call('GET', `${base}/${line!.order_lines.packageId}`)).json().data;
  }
  const readOrder = async () => (await call('GET', `/api/customer/jobs/${LINCOLN}/orders/100001?email=parent@shutterday.test`)).json().data;
  const offered = async () => (await session.ctx.app.inject({ url: `/api/customer/jobs/${LINCOLN}/packages?orderMethod=Prepay` })).json().data as Array<{ id: number; name: string; retailCost: number }>;

  it('is never changed under them: an edit makes a new version in its set, the order reads back unchanged', async () => {
    const old = await orderedPackage();
    expect(old.inUse).toBe(true);
    const orderBefore = await readOrder();
    const edit = { name: `${old.name} (2027)`, altName: old.altName, altDescription: old.altDescription, retailCost: old.retailCost + 500, addon: old.packageAddon ? { type: old.packageAddon.type, requiredMinPrice: old.packageAddon.requiredMinPrice } : undefined, items: [{ name: '8x10', productCode: '8x10', imageNodes: [{ name: 'image1' }] }], version: old.version };
    const answer = await call('PUT', `${base}/${old.id}`, edit);
    expect(answer.statusCode).toBe(200);
    const fresh = answer.json().data;
    expect(fresh).toMatchObject({ name: `${old.name} (2027)`, retailCost: old.retailCost + 500, replacesPackageId: old.id, packageSetId: old.packageSetId, version: old.version + 1, inUse: false });
    expect(fresh.id).not.toBe(old.id);

    expect(await readOrder()).toEqual(orderBefore);
    const [line] = await session.ctx.db.select().from(orderLines).where(eq(orderLines.packageId, old.id));
    expect(line).toBeDefined();
    const archived = (await call('GET', `${base}/${old.id}`)).json().data;
    expect(archived).toMatchObject({ name: old.name, retailCost: old.retailCost, packageSetId: null });
    expect(archived.archivedAt).not.toBeNull();
    const ids = (await offered()).map((p) => p.id);
    expect(ids).toContain(fresh.id);
    expect(ids).not.toContain(old.id);
    // The old version cannot be saved again: whoever still holds it read an old state.
    expect((await call('PUT', `${base}/${old.id}`, { ...edit, version: old.version })).statusCode).toBe(409);
  });

  it('is archived, not deleted, once a cart holds it: the cart keeps it and the job stops offering it', async () => {
    const target = (await call('GET', `${base}?search=(2027)`)).json().data.resultItems[0];
    const client = customerClient(session.ctx.app);
    const { subject, token } = await subjectWithToken(session.ctx.app, session.ctx.db);
    const added = await client.post(`/api/customer/jobs/${LINCOLN}/cartpackages`, { packageId: target.id, subjectId: subject.id, subjectToken: token, orderMethod: 'Prepay' });
    expect(added.statusCode).toBe(201);
    expect((await call('GET', `${base}/${target.id}`)).json().data.inUse).toBe(true);
    const cartBefore = (await client.get(`/api/customer/jobs/${LINCOLN}/cart/details?orderMethod=Prepay`)).json().data;

    expect((await call('DELETE', `${base}/${target.id}`)).statusCode).toBe(204);
    expect((await client.get(`/api/customer/jobs/${LINCOLN}/cart/details?orderMethod=Prepay`)).json().data).toEqual(cartBefore);
    expect((await call('GET', `${base}/${target.id}`)).json().data.archivedAt).not.toBeNull();
    expect((await offered()).map((p) => p.id)).not.toContain(target.id);
    expect((await call('GET', `${base}?search=(2027)`)).json().data.totalRecords).toBe(0);
  });
});
