import { eq, sql, type SQL } from 'drizzle-orm';
import { carts, jobs, studios } from '../schema';
import { createTestApp, type TestContext } from '../../test-support/app';
import { customerClient, LINCOLN, PACKAGE_A, packageId, subjectWithToken } from '../../test-support/ordering';

// What the server keeps in memory between reads (db/stamped-cache) is right only if every change of what
// it covers bumps a read version in the change's own transaction. Each table a parent's answer reads is
// written here the way any module would (plain SQL, no server code), and the version must move.
let ctx: TestContext;
let studioId: number;
let otherStudioId: number;
let cartId: number;
let otherCartId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  const [job] = await ctx.db.select({ studioId: jobs.studioId }).from(jobs).where(eq(jobs.id, LINCOLN));
  studioId = job!.studioId;
  const [other] = await ctx.db.insert(studios).values({ name: 'Other Studio', slug: 'other-read-versions' }).returning({ id: studios.id });
  otherStudioId = other!.id;
  const cartOf = async () => {
    const client = customerClient(ctx.app);
    const { subject, token } = await subjectWithToken(ctx.app, ctx.db);
    const added = await client.post(`/api/customer/jobs/${LINCOLN}/cartpackages`, { packageId: await packageId(ctx.db, PACKAGE_A), subjectId: subject.id, subjectToken: token, orderMethod: 'Prepay' });
    expect(added.statusCode).toBe(201);
    return added.json().data.cart.id as number;
  };
  cartId = await cartOf();
  otherCartId = await cartOf();
});
afterAll(() => ctx.close());

const studioVersion = async (id: number) => (await ctx.db.select({ v: studios.contentVersion }).from(studios).where(eq(studios.id, id)))[0]!.v;
const cartVersion = async (id: number) => (await ctx.db.select({ v: carts.contentsVersion }).from(carts).where(eq(carts.id, id)))[0]!.v;
const run = (statement: SQL) => ctx.db.execute(statement);

const ofStudio = () => sql`(select id from packages where studio_id = ${studioId} and exists (select 1 from package_items i where i.package_id = packages.id) order by id limit 1)`;
const itemOfStudio = () => sql`(select i.id from package_items i join packages p on p.id = i.package_id where p.studio_id = ${studioId} order by i.id limit 1)`;
const itemOfCart = () => sql`(select ci.id from cart_package_items ci join cart_packages cp on cp.id = ci.cart_package_id where cp.cart_id = ${cartId} order by ci.id limit 1)`;

describe("a change of what parents read of a studio bumps the studio's content version, and no other studio's", () => {
  const writes: Array<[string, () => SQL]> = [
    ['a job', () => sql`update jobs set name = name || ' ' where id = ${LINCOLN}`],
    ['a job added', () => sql`insert into jobs (studio_id, organization_id, name) select studio_id, organization_id, 'Spring' from jobs where id = ${LINCOLN}`],
    ['an organization', () => sql`update organizations set name = name || ' ' where id = (select organization_id from jobs where id = ${LINCOLN})`],
    ['a package', () => sql`update packages set retail_cost = retail_cost + 1 where id = ${ofStudio()}`],
    ['an add-on rule', () => sql`insert into package_addons (package_id, type) values (${ofStudio()}, 'addon_price') on conflict (package_id) do update set required_min_price = package_addons.required_min_price + 1`],
    ['a package item', () => sql`update package_items set name = name || ' ' where id = ${itemOfStudio()}`],
    ['an image node of an item', () => sql`insert into package_item_image_nodes (package_item_id, name) values (${itemOfStudio()}, 'Extra')`],
    ['a text node of an item', () => sql`insert into package_item_text_nodes (package_item_id, name) values (${itemOfStudio()}, 'Caption')`],
    ['a green-screen background', () => sql`insert into green_screen_backgrounds (studio_id, name, storage_key, price) values (${studioId}, 'Blue', 'bg/blue.jpg', 300)`],
    ["a job's service settings", () => sql`insert into job_order_services (job_id, image_level_service) values (${LINCOLN}, true) on conflict (job_id) do update set image_level_service = not job_order_services.image_level_service`],
    ["a subject's name", () => sql`update subjects set first_name = first_name || 'e' where id = (select min(id) from subjects where job_id = ${LINCOLN})`],
  ];

  it.each(writes)('%s', async (_what, write) => {
    const [before, otherBefore] = [await studioVersion(studioId), await studioVersion(otherStudioId)];
    await run(write());
    expect(await studioVersion(studioId)).toBeGreaterThan(before);
    expect(await studioVersion(otherStudioId)).toBe(otherBefore);
  });

  it('a subject written without a name change leaves it; a removed text node of an item moves it', async () => {
    const before = await studioVersion(studioId);
    await run(sql`update subjects set last_name = last_name where job_id = ${LINCOLN}`);
    expect(await studioVersion(studioId)).toBe(before);
    await run(sql`delete from package_item_text_nodes where name = 'Caption'`);
    expect(await studioVersion(studioId)).toBeGreaterThan(before);
  });

  it("a platform order service's price reaches every studio", async () => {
    const [before, otherBefore] = [await studioVersion(studioId), await studioVersion(otherStudioId)];
    await run(sql`update order_services set price = price + 1 where code = 'retouch'`);
    expect(await studioVersion(studioId)).toBeGreaterThan(before);
    expect(await studioVersion(otherStudioId)).toBeGreaterThan(otherBefore);
  });
});

describe("a change of a cart's contents bumps that cart's contents version, and no other cart's", () => {
  const writes: Array<[string, () => SQL]> = [
    ['a line', () => sql`update cart_packages set quantity = quantity + 1 where cart_id = ${cartId}`],
    ['an item', () => sql`update cart_package_items set frontend_crop_dimensions = '{"cropX":1}' where id = ${itemOfCart()}`],
    ['an image node', () => sql`update cart_image_nodes set rotation = 90 where id = (select min(n.id) from cart_image_nodes n join cart_package_items ci on ci.id = n.cart_package_item_id join cart_packages cp on cp.id = ci.cart_package_id where cp.cart_id = ${cartId})`],
    ['a text node', () => sql`insert into cart_text_nodes (cart_package_item_id, package_item_text_node_id, value) select ${itemOfCart()}, id, 'Ava' from package_item_text_nodes limit 1`],
    ['a service', () => sql`insert into cart_order_services (cart_id, subject_id, order_service_id, price) select ${cartId}, subject_id, (select id from order_services where code = 'retouch'), 0 from cart_packages where cart_id = ${cartId} limit 1`],
    ['a line removed', () => sql`delete from cart_packages where cart_id = ${cartId}`],
  ];

  it.each(writes)('%s', async (_what, write) => {
    const [before, otherBefore] = [await cartVersion(cartId), await cartVersion(otherCartId)];
    await run(write());
    expect(await cartVersion(cartId)).toBeGreaterThan(before);
    expect(await cartVersion(otherCartId)).toBe(otherBefore);
  });
});
