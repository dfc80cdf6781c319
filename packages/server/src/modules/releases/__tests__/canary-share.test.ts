import { CANARY_VIEWS_PER_CLIENT } from '@shutterday/domain/staff';
import { createTestApp, type TestContext } from '../../../test-support/app';
import { bearer, freshAddress, loginSystemAdmin } from '../../../test-support/auth';
import { remoteRelease, shellRoot } from '../../../test-support/releases';
import { uploadRelease } from '../services/release-files';

let ctx: TestContext;
let admin: { authorization: string };
beforeAll(async () => {
  ctx = await createTestApp({ appRoot: shellRoot() });
  admin = bearer((await loginSystemAdmin(ctx.app)).token);
});
afterAll(() => ctx.close());

const move = (action: string, payload: object) => ctx.app.inject({ method: 'POST', url: `/api/admin/remotes/customer/${action}`, headers: admin, payload });
const canary = async () => (await ctx.app.inject({ url: '/api/admin/remotes', headers: admin })).json().data.find((r: { remote: string }) => r.remote === 'customer').canary;
/** A page load of a browser on the canary's side, from `address`: the ticket its registry carries, if any. */
const pageView = async (address: string) => (await ctx.app.inject({ url: '/remotes.json', headers: { cookie: 'sd-canary=0' }, remoteAddress: address })).json().tickets?.customer as string | undefined;
const report = (address: string, ticket?: string) => ctx.app.inject({ method: 'POST', url: '/api/remote-failures', remoteAddress: address, payload: { remote: 'customer', ...(ticket ? { ticket } : {}) } });

test('a flood of page views and failure reports from one address counts no more than its share, and its reports past the limit answer 429', async () => {
  const release = remoteRelease('customer', { text: 'a healthy canary' });
  await uploadRelease(ctx.app.storage, 'customer', release);
  expect((await move('releases', { version: release.version, gitCommit: 'abc1234', buildMs: 1 })).statusCode).toBe(200);
  expect((await move('canary', { version: release.version, percent: 10 })).statusCode).toBe(200);

  // One address loads the page 25 times on the canary's side and reports a failure with every ticket it got.
  const flooder = '10.66.0.1';
  const tickets: (string | undefined)[] = [];
  for (let load = 0; load < 25; load++) tickets.push(await pageView(flooder));
  expect(tickets.filter(Boolean)).toHaveLength(CANARY_VIEWS_PER_CLIENT);
  for (const ticket of tickets) expect((await report(flooder, ticket)).statusCode).toBe(204);
  // Its share: 5 visits and 5 failures, not 25 of each; the canary stays (a rollback needs 20 visits).
  expect(await canary()).toEqual({ version: release.version, percent: 10, visits: CANARY_VIEWS_PER_CLIENT, failures: CANARY_VIEWS_PER_CLIENT });
  // Every page load still got the canary, counted or not.
  expect((await ctx.app.inject({ url: '/remotes.json', headers: { cookie: 'sd-canary=0' }, remoteAddress: flooder })).json().customer).toBe(`/releases/customer/${release.version}/mf-manifest.json`);

  // Its reports past 30 in 15 minutes are refused, in words; another address is not affected.
  for (let more = 25; more < 30; more++) expect((await report(flooder)).statusCode).toBe(204);
  const refused = await report(flooder);
  expect(refused.statusCode).toBe(429);
  expect(refused.json().errors).toEqual(['Too many requests from your address. Please wait a moment and try again.']);
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  const other = freshAddress();
  const ticket = await pageView(other);
  expect((await report(other, ticket)).statusCode).toBe(204);
  expect(await canary()).toMatchObject({ visits: CANARY_VIEWS_PER_CLIENT + 1, failures: CANARY_VIEWS_PER_CLIENT + 1 });
});
