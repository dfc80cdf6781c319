import { hasAnyPermission, Permission, studioRoutePermissions } from '@shutterday/domain';
import { STUDIO_STAFF_PERMISSIONS } from '@shutterday/domain/staff';
import { bearer, signedInStaff } from '../../test-support/auth';
import { tableChecksums } from '../checksum';
import { hostileSuite, send } from '../hostile-app';
import { hostileRequests } from '../hostile-requests';
import type { HostileRoute } from '../route-table';

// Authorization runs before anything else (onRequest, before the body is parsed or any schema runs): a caller
// who may not use a route gets the same 403 whatever the path, query or body, and never learns the route's
// shape from a 400. Built from the route table, so every route added later is covered too.
const suite = hostileSuite();
const staffWithout = new Map<string, string>();
beforeAll(async () => {
  for (const route of suite.routes.filter((r) => r.auth === 'studio')) {
    const held = lacking(route);
    if (held && !staffWithout.has(held.join())) staffWithout.set(held.join(), (await signedInStaff(suite.ctx, held)).token);
  }
});

const FINANCIAL_READER_WRITES = [
  'PATCH /api/studioadmin/studios/:studioId/UserPreferences',
  'POST /api/studioadmin/studios/:studioId/reports/payments/export',
  'POST /api/studioadmin/studios/:studioId/reports/subjects/export',
  'POST /api/studioadmin/studios/:studioId/reports/yearbook/export',
];

/** The studio permissions of a staff member who may not use the route, or null when every staff member may. */
function lacking(route: HostileRoute): string[] | null {
  const required = studioRoutePermissions(route.method, route.permissions, route.url);
  if (required.length === 0) return null;
  return STUDIO_STAFF_PERMISSIONS.filter((permission) => !required.includes(permission));
}

/** Every hostile request of every route as `token`; the answers that are not 403. */
async function notRefused(routes: HostileRoute[], token: (route: HostileRoute) => string): Promise<string[]> {
  const failures: string[] = [];
  for (const route of routes) {
    for (const request of hostileRequests(route, suite.params, { bodies: 'each kind' })) {
      const answer = await send(suite.ctx.app, route, request.url, { ...bearer(token(route)), ...request.headers }, request.extra);
      if (answer.statusCode !== 403) failures.push(`${route.method} ${route.url} with ${request.label}: ${answer.statusCode} ${answer.body.slice(0, 120)}`);
    }
  }
  return failures;
}

describe('a caller who may not use a route is refused before anything else', () => {
  it('a studio administrator gets 403 on every system route and every release route, whatever the path, query or body', async () => {
    const before = await tableChecksums(suite.ctx.db);
    const system = suite.routes.filter((r) => r.auth === 'system' || r.auth === 'release');
    expect(system.length).toBeGreaterThan(20);
    expect(await notRefused(system, () => suite.tokens.victim)).toEqual([]);
    expect(await tableChecksums(suite.ctx.db)).toEqual(before);
  }, 300_000);

  it("the attacker studio gets 403 on every route of the victim's studio, whatever the path, query or body", async () => {
    const before = await tableChecksums(suite.ctx.db);
    expect(await notRefused(suite.routes.filter((r) => r.auth === 'studio'), () => suite.tokens.attacker)).toEqual([]);
    expect(await tableChecksums(suite.ctx.db)).toEqual(before);
  }, 300_000);

  it("a staff member of the studio without the route's permission gets 403, whatever the path, query or body", async () => {
    const before = await tableChecksums(suite.ctx.db);
    const guarded = suite.routes.filter((r) => r.auth === 'studio' && lacking(r));
    expect(await notRefused(guarded, (route) => staffWithout.get(lacking(route)!.join())!)).toEqual([]);
    expect(await tableChecksums(suite.ctx.db)).toEqual(before);
  }, 300_000);

  it('a staff member who may only see payments and reports gets 403 on every studio write but their own preferences', async () => {
    const { token } = await signedInStaff(suite.ctx, [Permission.StudioFinancialsRead]);
    const studioWrites = suite.routes.filter((r) => r.auth === 'studio' && r.method !== 'GET');
    const open = (r: HostileRoute) => hasAnyPermission([Permission.StudioFinancialsRead], studioRoutePermissions(r.method, r.permissions, r.url));
    // The only writes such a user makes: their own preferences, and the report exports they may read anyway.
    expect(studioWrites.filter(open).map((r) => `${r.method} ${r.url}`)).toEqual(FINANCIAL_READER_WRITES);
    const writes = studioWrites.filter((r) => !open(r));
    expect(writes.length).toBeGreaterThan(40);
    expect(await notRefused(writes, () => token)).toEqual([]);
  }, 300_000);

  it('for each permission alone, every studio route answers as its label says: refused (403) unless the permission opens it', async () => {
    const failures: string[] = [];
    for (const permission of STUDIO_STAFF_PERMISSIONS) {
      const { token } = await signedInStaff(suite.ctx, [permission]);
      for (const route of suite.routes.filter((r) => r.auth === 'studio')) {
        const opens = hasAnyPermission([permission], studioRoutePermissions(route.method, route.permissions, route.url));
        // A refusal comes first, so a plain request shows it. Past authorization a request is answered by its schema:
        // a body that is not JSON (an upload that is JSON), or a path id that is not one, is 400 and changes nothing;
        // a read is read. An opened write without either (a DELETE of the studio's own logo) is not sent.
        const [request] = hostileRequests(route, suite.params, { bodies: 'each kind' }).filter((r) =>
          !opens || route.method === 'GET' ? r.label === 'a plain request' : /not JSON at all|a JSON body|^(?!studioId)\w+ = abc$/.test(r.label),
        );
        if (!request) continue;
        const answer = await send(suite.ctx.app, route, request.url, { ...bearer(token), ...request.headers }, request.extra);
        if (opens ? answer.statusCode === 403 : answer.statusCode !== 403) failures.push(`${permission} alone: ${route.method} ${route.url} with ${request.label}: ${answer.statusCode} ${answer.body.slice(0, 100)}`);
      }
    }
    expect(failures).toEqual([]);
  }, 300_000);

  it('lets those same staff members read what every staff member reads (so the refusals are about permissions)', async () => {
    for (const token of staffWithout.values()) {
      const answer = await suite.ctx.app.inject({ url: `/api/studioadmin/studios/${suite.params.studioId!.victim}`, headers: bearer(token) });
      expect(answer.statusCode).toBe(200);
    }
  });
});
