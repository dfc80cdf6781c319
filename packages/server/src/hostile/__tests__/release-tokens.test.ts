import { bearer } from '../../test-support/auth';
import { tableChecksums } from '../checksum';
import { hostileSuite, send } from '../hostile-app';
import { hostileRequests } from '../hostile-requests';
import { fillPath, type HostileRoute } from '../route-table';

// A remote team's release token opens the release routes of its own remote and nothing else: every other
// route of the table (built from the route table, so a route added later is covered too) refuses it, on
// every remote, whatever the path, query or body. Public routes are left out: they need no credential, and
// a token gives nothing there.
const suite = hostileSuite();
const tokens = { wide: '', narrow: '' };
jest.setTimeout(300_000);

beforeAll(async () => {
  const make = async (name: string, mayMove: boolean) => {
    const answer = await suite.ctx.app.inject({ method: 'POST', url: '/api/admin/release-tokens', headers: bearer(suite.tokens.system), payload: { name, remote: 'customer', mayMove } });
    return (answer.json() as { data: { secret: string } }).data.secret;
  };
  tokens.wide = await make('Customer team (may move)', true);
  tokens.narrow = await make('Customer team (publish only)', false);
});

/** What a token may reach: the fixture's remote is the token's own (customer); a narrow token only publishes. */
const opens = (route: HostileRoute, token: 'wide' | 'narrow') => route.auth === 'release' && (token === 'wide' || /\/(releases|release-files)$/.test(route.url));

/** Every table but the tokens' own (their last use moves with each call, refused or not). */
const data = async () => {
  const sums = await tableChecksums(suite.ctx.db);
  delete sums.release_tokens;
  return sums;
};

describe('a release token of the customer remote', () => {
  it('is refused (401/403) by every route of the table but its own release routes, writing nothing', async () => {
    const before = await data();
    const signedIn = suite.routes.filter((route) => route.auth !== 'public');
    expect(signedIn.filter((route) => route.auth === 'release')).toHaveLength(5);
    const failures: string[] = [];
    for (const token of ['wide', 'narrow'] as const) {
      for (const route of signedIn.filter((r) => !opens(r, token))) {
        const url = fillPath(route, suite.params);
        const answer = await send(suite.ctx.app, route, url, bearer(tokens[token]), route.body ? { payload: {} } : {});
        if (answer.statusCode !== 401 && answer.statusCode !== 403) failures.push(`${token} ${route.method} ${url}: ${answer.statusCode} ${answer.body.slice(0, 100)}`);
      }
    }
    expect(failures).toEqual([]);
    expect(await data()).toEqual(before);
  });

  it("is refused with 403 on every release route of another remote, and a publish-only token on the moves, whatever the path or body", async () => {
    const before = await data();
    const failures: string[] = [];
    const release = suite.routes.filter((route) => route.auth === 'release');
    for (const token of ['wide', 'narrow'] as const) {
      for (const route of release) {
        const requests = [
          ...hostileRequests(route, { ...suite.params, remote: { victim: 'orgEditor', attacker: null } }, { bodies: 'each kind' }),
          ...(opens(route, token) ? [] : hostileRequests(route, suite.params, { bodies: 'each kind' }).filter((request) => !request.label.startsWith('remote ='))),
        ];
        for (const request of requests) {
          const answer = await send(suite.ctx.app, route, request.url, { ...bearer(tokens[token]), ...request.headers }, request.extra);
          if (answer.statusCode !== 403) failures.push(`${token} ${route.method} ${request.url} with ${request.label}: ${answer.statusCode} ${answer.body.slice(0, 100)}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(await data()).toEqual(before);
  });

  it('reaches its own release routes (so the refusals above are about the token, not a broken fixture)', async () => {
    const failures: string[] = [];
    for (const token of ['wide', 'narrow'] as const) {
      for (const route of suite.routes.filter((r) => opens(r, token))) {
        // An empty body: the route's own validation answers, past the token.
        const answer = await send(suite.ctx.app, route, fillPath(route, suite.params), bearer(tokens[token]), { payload: {} });
        if (route.url.endsWith('/rollback') ? answer.statusCode !== 409 : answer.statusCode !== 400) failures.push(`${token} ${route.method} ${route.url}: ${answer.statusCode} ${answer.body.slice(0, 100)}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
